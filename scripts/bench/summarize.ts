/**
 * The summariser's figures (issue 23 item 9), `npm run bench:summarize`:
 *   1. the extractive summary of the three-hour fixture, in this process (median and p95 of 20 runs);
 *   2. the server's own cost per streamed summary: a real server (PGlite) streaming the lecture through
 *      a fake OpenAI-compatible API that answers at once, and the three-hour fixture with the default
 *      extractive provider, CPU seconds of the server process per summary;
 *   3. 50 concurrent streams, three rounds (SUMMARIZE_ROUNDS), from a fake provider that streams a chunk every 100 ms:
 *      errors (must be 0), durations, and the server's resident memory after each round (must be flat).
 *   4. issue 23's "Done when": the three-hour fixture pasted into New summary in Chromium, from Summarize
 *      to the saved summary on screen (scripts/bench/summarizeBrowser.ts; needs npm run build).
 * The fake runs in this process; the server's CPU and memory are read from /proc.
 */
import { readFileSync } from 'node:fs';
import type { components } from '#contract/schema.d.ts';
import { extractiveSummary } from '#domain/summarizer/extractive.ts';
import { prepareSource } from '#domain/summarizer/windows.ts';
import { hashPassword, withDatabase } from '#tests/support/databases.ts';
import { bearer, login, quantile, round } from '#tests/support/http.ts';
import { removeDataDir, type ServerProcess, startServer, tempDataDir } from '#tests/support/server.ts';
import { promptsOf, startFakeLlm, windowNumbers } from '#tests/server/fakes/llm-api.ts';
import { printTable, writeReport } from './report.ts';
import { browserTimeToSummary } from './summarizeBrowser.ts';
import { BENCH_PASSWORD, seedPremiumUser } from './seed.ts';

type VideoTranscript = components['schemas']['VideoTranscript'];
const fixture = (name: string) =>
  JSON.parse(readFileSync(`tests/fixtures/transcripts/${name}.json`, 'utf8')) as VideoTranscript;
const MiB = 1024 * 1024;
/** Rounds of 50 concurrent streams (SUMMARIZE_ROUNDS, default 3): more show whether memory levels off. */
const ROUNDS = Number(process.env.SUMMARIZE_ROUNDS ?? 3);

function extractiveFigures(source: VideoTranscript) {
  // CPU time as well as wall time: on a shared machine the wall clock also counts other processes' turns.
  const times: number[] = [];
  const cpu: number[] = [];
  let sections = 0;
  for (let i = 0; i < 23; i++) {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    sections = extractiveSummary(prepareSource(source)).length;
    const used = process.cpuUsage(cpuStarted);
    if (i >= 3) {
      times.push(performance.now() - started);
      cpu.push((used.user + used.system) / 1000);
    }
  }
  return {
    what: 'extractive, 3 h transcript (in process)',
    runs: times.length,
    sections,
    medianMs: round(quantile(times, 0.5)),
    p95Ms: round(quantile(times, 0.95)),
    medianCpuMs: round(quantile(cpu, 0.5)),
  };
}

/** A valid answer to the part a prompt shows, in `pieces` chunks per line. */
function answer(prompt: string, pieces: number): string[] {
  const ns = windowNumbers(prompt);
  const first = ns[0] ?? 1;
  const last = ns.at(-1) ?? first;
  const lines = [
    `${JSON.stringify({ title: 'Opening', bullets: [{ text: 'How the part starts and what it sets up.', windows: [first] }] })}\n`,
    `${JSON.stringify({ title: 'Closing', bullets: [{ text: 'Where the part ends and what it concludes.', windows: [last] }] })}\n`,
  ];
  return lines.flatMap((line) => {
    const size = Math.ceil(line.length / pieces);
    return Array.from({ length: pieces }, (_, i) => line.slice(i * size, (i + 1) * size)).filter((s) => s !== '');
  });
}

async function server(env: Record<string, string>): Promise<{ srv: ServerProcess; token: string; dataDir: string }> {
  const dataDir = tempDataDir();
  const hash = await hashPassword(BENCH_PASSWORD);
  const email = await withDatabase({ engine: 'pglite', dataDir }, (db) => seedPremiumUser(db, hash, 10));
  // A shared machine under load can take long to start a server.
  const srv = await startServer({ dataDir, timeoutMs: 180_000, env: { SUMMARY_DAILY_PREMIUM: '1000000', ...env } });
  return { srv, token: await login(srv.url, email, BENCH_PASSWORD), dataDir };
}

/** One streamed summary read to its last event; its duration, or an error. */
async function streamOne(
  url: string,
  token: string,
  source: VideoTranscript,
): Promise<{ ms: number; error: string | null }> {
  const started = performance.now();
  try {
    const res = await fetch(`${url}/api/summaries/generate`, {
      method: 'POST',
      headers: { ...bearer(token), accept: 'text/event-stream', 'content-type': 'application/json' },
      body: JSON.stringify({ source }),
    });
    const text = await res.text();
    const ok = res.status === 200 && /event: done\n/.test(text);
    return { ms: performance.now() - started, error: ok ? null : `${res.status} ${text.slice(-200)}` };
  } catch (err) {
    return { ms: performance.now() - started, error: String(err) };
  }
}

async function costPerSummary(
  label: string,
  url: string,
  token: string,
  srv: ServerProcess,
  source: VideoTranscript,
  n: number,
) {
  await streamOne(url, token, source); // warm-up
  const cpu = srv.cpuSeconds();
  const times: number[] = [];
  let errors = 0;
  for (let i = 0; i < n; i++) {
    const { ms, error } = await streamOne(url, token, source);
    times.push(ms);
    if (error) errors++;
  }
  return {
    what: label,
    runs: n,
    errors,
    serverCpuMsPerSummary: round(((srv.cpuSeconds() - cpu) * 1000) / n, 1),
    medianMs: round(quantile(times, 0.5)),
    p95Ms: round(quantile(times, 0.95)),
  };
}

async function main() {
  const lecture = fixture('lecture');
  const stream = fixture('stream');
  const inProcess = extractiveFigures(stream);
  printTable('The extractive summary of the three-hour transcript', [inProcess]);
  const rows: Array<Record<string, unknown>> = [];

  // The server's cost: a provider that answers at once (its time is not the server's).
  const instant = await startFakeLlm((req) => ({ kind: 'text', chunks: answer(promptsOf(req.body).user, 4) }));
  const fast = await server({
    SUMMARY_PROVIDER: 'openai-compatible',
    SUMMARY_BASE_URL: instant.baseUrl,
    SUMMARY_MODEL: 'fake',
  });
  try {
    rows.push(
      await costPerSummary(
        'openai-compatible (instant fake), lecture 52 min, 2 parts, Premium saved',
        fast.srv.url,
        fast.token,
        fast.srv,
        lecture,
        30,
      ),
    );
  } finally {
    await fast.srv.stop();
    removeDataDir(fast.dataDir);
    await instant.close();
  }
  const extractive = await server({});
  try {
    rows.push(
      await costPerSummary(
        'extractive, 3 h transcript over HTTP, Premium saved',
        extractive.srv.url,
        extractive.token,
        extractive.srv,
        stream,
        10,
      ),
    );
  } finally {
    await extractive.srv.stop();
    removeDataDir(extractive.dataDir);
  }
  printTable('The server per streamed summary', rows);

  // 50 concurrent streams from a provider streaming a chunk every 100 ms (about 2 s a part, 2 parts).
  const slow = await startFakeLlm((req) => ({
    kind: 'text',
    chunks: answer(promptsOf(req.body).user, 10),
    everyMs: 100,
  }));
  const busy = await server({
    SUMMARY_PROVIDER: 'openai-compatible',
    SUMMARY_BASE_URL: slow.baseUrl,
    SUMMARY_MODEL: 'fake',
  });
  const rounds: Array<Record<string, unknown>> = [];
  try {
    const idle = busy.srv.rss();
    for (let r = 1; r <= ROUNDS; r++) {
      const started = performance.now();
      const results = await Promise.all(Array.from({ length: 50 }, () => streamOne(busy.srv.url, busy.token, lecture)));
      rounds.push({
        round: r,
        streams: results.length,
        errors: results.filter((x) => x.error).length,
        wallSeconds: round((performance.now() - started) / 1000),
        p50Ms: round(
          quantile(
            results.map((x) => x.ms),
            0.5,
          ),
          0,
        ),
        p95Ms: round(
          quantile(
            results.map((x) => x.ms),
            0.95,
          ),
          0,
        ),
        idleRssMiB: round(idle / MiB, 0),
        rssAfterMiB: round(busy.srv.rss() / MiB, 0),
      });
      const firstError = results.find((x) => x.error)?.error;
      if (firstError) console.error(`round ${r}: ${firstError}`);
    }
  } finally {
    await busy.srv.stop();
    removeDataDir(busy.dataDir);
    await slow.close();
  }
  printTable('50 concurrent streams, a chunk every 100 ms', rounds);
  const browser = await browserTimeToSummary();
  printTable('Time to summary in the browser (New summary, three-hour fixture)', [browser]);
  const file = writeReport('summarize', {
    inProcess,
    rows,
    rounds,
    browser,
    loadAverage: (await import('node:os')).loadavg(),
  });
  console.log(`report: ${file}`);
  if (rounds.some((r) => Number(r.errors) > 0)) process.exitCode = 1;
}

await main();
