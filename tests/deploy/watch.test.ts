/**
 * The deployment load run (npm run test:load:deploy) kills an instance on purpose and reads the CPU
 * and memory of every instance while it runs. Reading a process that has gone crashed it (ENOENT on
 * /proc/<pid>/status, issue 29); these readings must outlive the process and keep its CPU counted.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { cpuLedger, exitWatch, machineBusy, readProcess } from './watch.ts';

/** A node process that burns `busyMs` of CPU (however busy the machine), then idles until killed (or exits with `exitCode`). */
function child(busyMs: number, exitCode?: number): ChildProcess {
  const tail = exitCode === undefined ? 'setInterval(() => {}, 1000);' : `process.exit(${exitCode});`;
  return spawn(process.execPath, ['-e', `while (process.cpuUsage().user < ${busyMs * 1000}); ${tail}`], {
    stdio: 'ignore',
  });
}

const ended = (c: ChildProcess) =>
  new Promise((r) => (c.exitCode !== null || c.signalCode !== null ? r(null) : c.once('exit', r)));

async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 25));
}

describe.skipIf(process.platform !== 'linux')('watching processes that a run kills', () => {
  it('keeps a killed process’s CPU in the total and reads no memory for it, without throwing', async () => {
    const busy = child(300);
    const ledger = cpuLedger();
    ledger.track(busy.pid);
    await until(() => ledger.cpuSeconds() >= 0.2);
    expect(ledger.rss()).toBeGreaterThan(0);
    // The process burns on until it is killed: the total to keep is the last one read while it lived.
    const before = ledger.cpuSeconds();
    expect(before).toBeGreaterThanOrEqual(0.2);

    busy.kill('SIGKILL');
    await ended(busy);
    expect(readProcess(busy.pid)).toBeUndefined();
    expect(ledger.cpuSeconds()).toBe(before);
    expect(ledger.rss()).toBe(0);
  });

  it('adds a replacement’s CPU to what the killed one used', async () => {
    const first = child(200);
    const ledger = cpuLedger();
    ledger.track(first.pid);
    await until(() => ledger.cpuSeconds() >= 0.15);
    first.kill('SIGKILL');
    await ended(first);
    const killedOnly = ledger.cpuSeconds();

    const second = child(200);
    ledger.track(second.pid);
    await until(() => ledger.cpuSeconds() >= killedOnly + 0.15);
    expect(ledger.cpuSeconds()).toBeGreaterThanOrEqual(killedOnly + 0.15);
    second.kill('SIGKILL');
    await ended(second);
  });

  it('tells the process it killed from one that ended on its own', async () => {
    const watch = exitWatch();
    const victim = child(0);
    const quitter = child(0, 3);
    watch.watch('victim', victim);
    watch.watch('quitter', quitter);
    watch.expect(victim.pid);
    victim.kill('SIGKILL');
    await Promise.all([ended(victim), ended(quitter)]);

    expect(watch.endings.map((e) => e.name).sort()).toEqual(['quitter', 'victim']);
    expect(watch.unexpected()).toEqual([expect.objectContaining({ name: 'quitter', code: 3, signal: null })]);
  });

  it('reads how many cores the machine kept busy', async () => {
    const busy = machineBusy(1);
    const end = Date.now() + 100;
    while (Date.now() < end);
    expect(busy()).toBeGreaterThan(0);
  });
});
