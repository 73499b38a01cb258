/**
 * npm run test:load:deploy: the load test against the deployment as it ships (tests/deploy/stack.ts:
 * nginx from deploy/nginx/skimly.conf.template in front of two instances on one PostgreSQL, mail to
 * an SMTP sink). The realistic mix of `npm run test:load` goes through nginx at LOAD_RATE; beside it,
 * a writer saves summaries (every acknowledged one must exist at the end), a stranger guesses one
 * account's password (exactly 5 wrong answers across both instances, then 429), and people register
 * (each verification mail must arrive exactly once). With LOAD_KILL=1 (the default) one instance is
 * SIGKILLed 30 % into the measured window and restarted at 50 %: reads must all succeed (nginx
 * retries them on the other instance); a write in flight at the kill may get 502, never a lie.
 * The run reports the kill (when the instance was gone), the restart (when it answered again) and
 * the recovery (when nginx sent it traffic again), and every process that ended without being
 * meant to (an instance, its replacement, nginx): it records them and goes on to its verdict,
 * which fails on what it checks and on nothing else. Needs PostgreSQL (DATABASE_URL, else
 * 127.0.0.1:5432/test).
 */
import { cpus, loadavg } from 'node:os';
import { openDatabase } from '#server/db/index.ts';
import { hashPassword } from '#tests/support/databases.ts';
import { login, round } from '#tests/support/http.ts';
import { closeClients, send } from '#tests/deploy/client.ts';
import { type Stack, startStack } from '#tests/deploy/stack.ts';
import { mailSentOnce, throttleCountedAcross } from '#tests/deploy/verdict.ts';
import { cpuLedger, exitWatch, machineBusy, readProcess } from '#tests/deploy/watch.ts';
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
  const attempted: string[] = [];
  const done = (async () => {
    for (let i = 0; Date.now() < stopAt; i++) {
      const email = `load-register-${i}-${Date.now()}@example.com`;
      attempted.push(email);
      const r = await send(url, 'POST', '/api/register', {
        from: `127.0.4.${(i % 200) + 1}`,
        body: { email, password: 'load-register-password' },
      }).catch(() => null);
      if (r?.status === 202) accepted.push(email);
      await new Promise((r) => setTimeout(r, 2000));
    }
  })();
  return { accepted, attempted, done };
}

/** CPU seconds the replacement must use past its idle start to count as serving traffic again. */
const SERVING_CPU_S = 0.2;

/**
 * The kill and the restart of instance 1, on a schedule relative to the run's start. Nothing here
 * throws: what happened (or failed to) is written in `events` and judged by the verdict.
 */
function killAndRestart(stack: Stack, t0: number, killAtMs: number, restartAtMs: number, stopAt: number) {
  const cpu = cpuLedger();
  const exits = exitWatch(() => performance.now() - t0);
  for (const [i, s] of stack.instances.entries()) {
    cpu.track(s.child.pid);
    exits.watch(`instance ${i + 1}`, s.child);
  }
  exits.watch('nginx', stack.nginx);
  const at = () => round((performance.now() - t0) / 1000, 1);
  const events: Array<{ atS: number; event: string }> = [];
  const note = (event: string) => {
    events.push({ atS: at(), event });
    console.log(`  [${at()} s] ${event}`);
  };
  const outcome = {
    killed: false,
    restarted: false,
    /** Whether nginx sent the replacement traffic; not judged when it came back too late to get any. */
    serving: false as boolean | 'traffic ended first',
    killedAtMs: Number.NaN,
    restartedAtMs: Number.NaN,
  };
  const wait = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms - (performance.now() - t0))));
  const done = (async () => {
    if (!KILL) return;
    await wait(killAtMs);
    const victim = stack.instances[0];
    if (victim.child.exitCode !== null || victim.child.signalCode !== null) {
      note(`instance 1 (pid ${victim.child.pid}) had already ended: nothing to kill`);
      return;
    }
    exits.expect(victim.child.pid);
    note(`SIGKILL to instance 1 (pid ${victim.child.pid})`);
    outcome.killedAtMs = performance.now() - t0;
    try {
      await stack.kill(0);
      outcome.killed = true;
      note('instance 1 has exited');
    } catch (err) {
      note(`the kill failed: ${(err as Error).message}`);
      return;
    }
    await wait(restartAtMs);
    note('restarting instance 1 on its port');
    try {
      await stack.restart(0);
    } catch (err) {
      note(`instance 1 did not start again: ${(err as Error).message.split('\n')[0]}`);
      return;
    }
    const replacement = stack.instances[0];
    outcome.restarted = true;
    outcome.restartedAtMs = performance.now() - t0;
    cpu.track(replacement.child.pid);
    exits.watch('instance 1 (restarted)', replacement.child);
    note(`instance 1 answers again (pid ${replacement.child.pid}, started in ${round(replacement.startupMs, 0)} ms)`);
    // nginx tries an instance it marked failed again after fail_timeout (5 s in the template).
    if (Date.now() > stopAt - 6000) {
      outcome.serving = 'traffic ended first';
      note('the traffic ended before nginx would try instance 1 again: recovery not observed');
      return;
    }
    const idle = readProcess(replacement.child.pid)?.cpuSeconds ?? 0;
    while (Date.now() < stopAt) {
      const now = readProcess(replacement.child.pid);
      if (now === undefined) break;
      if (now.cpuSeconds - idle >= SERVING_CPU_S) {
        outcome.serving = true;
        note('instance 1 serves traffic through nginx again (recovered)');
        return;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    note('instance 1 got no traffic from nginx before the run ended');
  })();
  return { cpu, exits, events, outcome, done };
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
    const t0 = performance.now();
    const killAt = (RAMP_S + DURATION_S * 0.3) * 1000;
    const restartAt = (RAMP_S + DURATION_S * 0.5) * 1000;
    const chaos = killAndRestart(stack, t0, killAt, restartAt, stopAt);
    console.log(
      `through nginx at ${stack.url}: ramping to ${RATE} req/s over ${RAMP_S} s, then ${DURATION_S} s, two instances on PostgreSQL${KILL ? ', instance 1 SIGKILLed and restarted mid-run' : ''}...`,
    );
    const loadAverage = round(loadavg()[0] ?? 0);
    const busy = machineBusy(cpus().length);
    const run = await drive(stack.url, users, { rss: chaos.cpu.rss, cpuSeconds: chaos.cpu.cpuSeconds });
    const machineCores = round(busy());
    await Promise.all([writes.done, guesses.done, signups.done, chaos.done]);
    const unexpectedEndings = chaos.exits.unexpected();

    const phases = phasesOf(run);
    const failedReads =
      run.outcomes.filter((o: Outcome) => isRead(o) && o.status >= 300).length +
      run.failures.filter((f) => isRead(f)).length;
    const failedWrites = run.outcomes.filter((o) => !isRead(o) && o.status >= 300);
    const unexpectedWrites = failedWrites.filter((o) => o.status !== 502).length;
    const { killedAtMs, restartedAtMs } = chaos.outcome;
    const inWindow = (from: number, to: number) => (o: { sentAt: number }) => o.sentAt >= from && o.sentAt < to;
    const windows = KILL
      ? [
          ['before the kill', 0, killedAtMs],
          ['instance 1 down', killedAtMs, restartedAtMs],
          ['after the restart', restartedAtMs, Number.POSITIVE_INFINITY],
        ].map(([name, from, to]) => {
          const within = inWindow(Number(from), Number.isNaN(Number(to)) ? Number.POSITIVE_INFINITY : Number(to));
          const outcomes = run.outcomes.filter(within);
          return {
            window: name,
            requests: outcomes.length + run.failures.filter(within).length,
            readsFailed:
              outcomes.filter((o) => isRead(o) && o.status >= 300).length +
              run.failures.filter((f) => within(f) && isRead(f)).length,
            writes502: outcomes.filter((o) => !isRead(o) && o.status === 502).length,
            noAnswer: run.failures.filter(within).length,
          };
        })
      : [];

    const found = await db
      .query<{ id: string }>('SELECT id FROM summaries WHERE id = ANY($1::uuid[])', [writes.acknowledged])
      .catch((err: Error) => {
        console.error(`could not count the acknowledged writes: ${err.message}`);
        return undefined;
      });
    const lostWrites = found === undefined ? Number.NaN : writes.acknowledged.length - found.length;
    const throttleHeld = throttleCountedAcross(guesses.answers);
    const mailDeadline = Date.now() + 45_000;
    const delivered = (to: string) => stack.smtp.received.some((m) => m.to.includes(to));
    while (Date.now() < mailDeadline && !signups.accepted.every(delivered)) {
      await new Promise((r) => setTimeout(r, 250));
    }
    const ids = stack.smtp.received.map((m) => m.messageId);
    const mailOnce = mailSentOnce(signups, stack.smtp.received);
    const measured = phases[1] as (typeof phases)[number];
    const recovered = !KILL || (chaos.outcome.killed && chaos.outcome.restarted && chaos.outcome.serving !== false);

    const verdict = {
      loadAverage,
      machineCores,
      serverCpu: round(run.serverCpu),
      serverCpuMsPerRequest: round((run.serverCpu * run.measuredSeconds * 1000) / Math.max(1, measured.requests), 3),
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
      ...(KILL
        ? { killed: chaos.outcome.killed, restarted: chaos.outcome.restarted, served: chaos.outcome.serving, recovered }
        : {}),
      endedEarly: unexpectedEndings.length,
    };
    printTable('Per call (both phases)', summarise(run.outcomes));
    printTable('Phases', phases);
    if (KILL) {
      printTable('The kill and the recovery', chaos.events);
      printTable('Around the kill', windows);
    }
    if (unexpectedEndings.length > 0)
      printTable(
        'Processes that ended without being killed',
        unexpectedEndings.map((e) => ({ ...e, atS: round(e.atMs / 1000, 1) })),
      );
    printTable('Deployment verdict', [verdict]);
    const settings = { RATE, DURATION_S, RAMP_S, USERS, KILL, instances: 2, proxy: 'nginx' };
    console.log(
      `written ${writeReport('load-deploy', { settings, phases, events: chaos.events, windows, endings: unexpectedEndings, verdict, perCall: summarise(run.outcomes) })}`,
    );
    const failures = [
      failedReads > 0 && `${failedReads} failed read(s)`,
      unexpectedWrites > 0 && `${unexpectedWrites} write(s) answered other than 2xx or 502`,
      !(lostWrites === 0) && `${Number.isNaN(lostWrites) ? 'uncounted' : lostWrites} lost acknowledged write(s)`,
      !throttleHeld && 'throttling did not count across both instances',
      !mailOnce &&
        `mail: ${ids.length} received (${new Set(ids).size} distinct) for ${signups.accepted.length} accepted of ${signups.attempted.length} sign-ups`,
      !KILL && failedWrites.length > 0 && `${failedWrites.length} failed write(s) without a kill`,
      !recovered && 'instance 1 was not killed, did not start again or got no traffic from nginx again',
      unexpectedEndings.length > 0 && `${unexpectedEndings.map((e) => e.name).join(', ')} ended without being killed`,
    ].filter((f): f is string => typeof f === 'string');
    if (failures.length > 0) {
      console.error(`DEPLOYMENT LOAD TEST FAILED: ${failures.join('; ')}`);
      process.exitCode = 1;
    } else console.log('deployment load test passed');
  } finally {
    closeClients();
    await db.close().catch(() => {});
    await stack.stop();
  }
}

// The verdict is the run's end: requests the generator still holds (a dead instance's, a swamped
// machine's) must not keep the process alive after it.
await main().then(
  () => process.exit(),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
