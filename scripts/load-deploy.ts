/**
 * npm run test:load:deploy: the load test against the deployment as it ships (tests/deploy/stack.ts:
 * nginx from deploy/nginx/skimly.conf.template in front of two instances on one PostgreSQL, mail to
 * an SMTP sink). The realistic mix of `npm run test:load` goes through nginx at LOAD_RATE; beside it,
 * a writer saves summaries (every acknowledged one must exist at the end), a stranger guesses one
 * account's password (exactly 5 wrong answers across both instances, then 429), and people register
 * (each verification mail must arrive exactly once). With LOAD_KILL=1 (the default) one instance is
 * SIGKILLed 30 % into the measured window and restarted at 50 %: reads must all succeed (nginx
 * retries them on the other instance); a write in flight at the kill may get 502, never a lie.
 * Needs PostgreSQL (DATABASE_URL, else 127.0.0.1:5432/test).
 */
import { loadavg } from 'node:os';
import { openDatabase } from '#server/db/index.ts';
import { hashPassword } from '#tests/support/databases.ts';
import { login, round } from '#tests/support/http.ts';
import { closeClients, send } from '#tests/deploy/client.ts';
import { startStack } from '#tests/deploy/stack.ts';
import { DURATION_S, drive, type Outcome, phasesOf, RAMP_S, RATE, summarise, USERS } from './load.ts';
import { printTable, writeReport } from './bench/report.ts';
import { BENCH_PASSWORD, seedPremiumUser } from './bench/seed.ts';

const KILL = process.env.LOAD_KILL !== '0';
const isRead = (o: { kind: string }) => o.kind !== 'login' && o.kind !== 'prompt save';

/** Saves a summary every 50 ms through nginx; returns what was acknowledged (201) and what was not. */
function writer(url: string, token: string, stopAt: number) {
  const acknowledged: string[] = [];
  const refused: Array<number | string> = [];
  const done = (async () => {
    for (let i = 0; Date.now() < stopAt; i++) {
      const saved = await send(url, 'POST', '/api/summaries', {
        token,
        from: '127.0.3.1',
        body: { title: `Load write ${i}`, video_id: 'dQw4w9WgXcQ', type: 'video', summary: 'Saved under load.' },
      }).catch((e: Error) => e.message);
      if (typeof saved !== 'string' && saved.status === 201) {
        acknowledged.push((saved.body as { summary: { id: string } }).summary.id);
      } else refused.push(typeof saved === 'string' ? saved : saved.status);
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  return { acknowledged, refused, done };
}

/** A stranger from one address guessing one account, spread over the run. */
function guesser(url: string, email: string, stopAt: number) {
  const answers: number[] = [];
  const done = (async () => {
    for (let i = 0; i < 12 && Date.now() < stopAt; i++) {
      const r = await send(url, 'POST', '/api/login', {
        from: '127.0.3.2',
        body: { email, password: `wrong-guess-${i}` },
      }).catch(() => null);
      answers.push(r?.status ?? 0);
      await new Promise((r) => setTimeout(r, 1500));
    }
  })();
  return { answers, done };
}

/** People registering through nginx: each 202 must bring exactly one mail. */
function registrations(url: string, stopAt: number) {
  const accepted: string[] = [];
  const done = (async () => {
    for (let i = 0; Date.now() < stopAt; i++) {
      const email = `load-register-${i}-${Date.now()}@example.com`;
      const r = await send(url, 'POST', '/api/register', {
        from: `127.0.4.${(i % 200) + 1}`,
        body: { email, password: 'load-register-password' },
      }).catch(() => null);
      if (r?.status === 202) accepted.push(email);
      await new Promise((r) => setTimeout(r, 2000));
    }
  })();
  return { accepted, done };
}

async function main() {
  const stack = await startStack({ env: { LOG_LEVEL: 'error' } });
  const db = await openDatabase({ DATABASE_URL: stack.database.url, DATA_DIR: '.unused' });
  try {
    const hash = await hashPassword(BENCH_PASSWORD);
    const emails: string[] = [];
    for (let i = 0; i < USERS; i++) emails.push(await seedPremiumUser(db, hash, 200));
    const users = await Promise.all(
      emails.map(async (email) => ({ email, token: await login(stack.url, email, BENCH_PASSWORD) })),
    );
    const victim = emails[0] as string;
    const stopAt = Date.now() + (RAMP_S + DURATION_S) * 1000;
    const writes = writer(stack.url, (users[1] ?? users[0])?.token ?? '', stopAt);
    const guesses = guesser(stack.url, victim, stopAt);
    const signups = registrations(stack.url, stopAt);
    const killAt = (RAMP_S + DURATION_S * 0.3) * 1000;
    const restartAt = (RAMP_S + DURATION_S * 0.5) * 1000;
    let restarted: Promise<void> = Promise.resolve();
    const timers = KILL
      ? [
          setTimeout(() => void stack.kill(0), killAt),
          setTimeout(() => {
            restarted = stack.restart(0);
          }, restartAt),
        ]
      : [];
    console.log(
      `through nginx at ${stack.url}: ramping to ${RATE} req/s over ${RAMP_S} s, then ${DURATION_S} s, two instances on PostgreSQL${KILL ? ', instance 1 SIGKILLed and restarted mid-run' : ''}...`,
    );
    const loadAverage = round(loadavg()[0] ?? 0);
    const probe = {
      rss: () => stack.instances.reduce((sum, s) => sum + (s.child.exitCode === null ? s.rss() : 0), 0),
      cpuSeconds: () => stack.instances.reduce((sum, s) => sum + (s.child.exitCode === null ? s.cpuSeconds() : 0), 0),
    };
    const run = await drive(stack.url, users, probe);
    for (const t of timers) clearTimeout(t);
    await Promise.all([writes.done, guesses.done, signups.done, restarted]);

    const phases = phasesOf(run);
    const failedReads =
      run.outcomes.filter((o: Outcome) => isRead(o) && o.status >= 300).length +
      run.failures.filter((f) => isRead(f)).length;
    const failedWrites = run.outcomes.filter((o) => !isRead(o) && o.status >= 300);
    const unexpectedWrites = failedWrites.filter((o) => o.status !== 502).length;

    const found = await db.query<{ id: string }>('SELECT id FROM summaries WHERE id = ANY($1::uuid[])', [
      writes.acknowledged,
    ]);
    const lostWrites = writes.acknowledged.length - found.length;
    const expected = [...Array(5).fill(401), ...Array(Math.max(0, guesses.answers.length - 5)).fill(429)];
    const throttleHeld = JSON.stringify(guesses.answers) === JSON.stringify(expected);
    const mailDeadline = Date.now() + 45_000;
    while (Date.now() < mailDeadline && stack.smtp.received.length < signups.accepted.length) {
      await new Promise((r) => setTimeout(r, 250));
    }
    const ids = stack.smtp.received.map((m) => m.messageId);
    const mailOnce = ids.length === signups.accepted.length && new Set(ids).size === ids.length;

    const verdict = {
      loadAverage,
      serverCpu: round(run.serverCpu),
      failedReads,
      writes502: failedWrites.length - unexpectedWrites,
      unexpectedWrites,
      acknowledgedWrites: writes.acknowledged.length,
      lostWrites,
      throttle: guesses.answers.join(' '),
      throttleHeld,
      mailQueued: signups.accepted.length,
      mailReceived: ids.length,
      mailOnce,
    };
    printTable('Per call (both phases)', summarise(run.outcomes));
    printTable('Phases', phases);
    printTable('Deployment verdict', [verdict]);
    const settings = { RATE, DURATION_S, RAMP_S, USERS, KILL, instances: 2, proxy: 'nginx' };
    console.log(
      `written ${writeReport('load-deploy', { settings, phases, verdict, perCall: summarise(run.outcomes) })}`,
    );
    const failed =
      failedReads > 0 ||
      unexpectedWrites > 0 ||
      lostWrites > 0 ||
      !throttleHeld ||
      !mailOnce ||
      (!KILL && failedWrites.length > 0);
    if (failed) {
      console.error(
        'DEPLOYMENT LOAD TEST FAILED: a failed read, a lost or wrongly answered write, throttling or mail (see above)',
      );
      process.exitCode = 1;
    }
  } finally {
    closeClients();
    await db.close();
    await stack.stop();
  }
}

await main();
