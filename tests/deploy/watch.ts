/**
 * Watching the processes of a run that kills some of them on purpose (scripts/load-deploy.ts): CPU
 * and memory read from Linux /proc without ever throwing for a process that has gone (killed, crashed
 * or not yet reaped), and a record of every process that ends, expected or not.
 */
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** CPU seconds (utime + stime, all threads) and resident bytes of a live process; undefined once it is gone. */
export function readProcess(pid: number | undefined): { cpuSeconds: number; rssBytes: number } | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // A zombie (killed, not yet reaped) keeps its stat line but has no memory left.
    if (fields[0] === 'Z') return { cpuSeconds: (Number(fields[11]) + Number(fields[12])) / 100, rssBytes: 0 };
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1];
    return {
      cpuSeconds: (Number(fields[11]) + Number(fields[12])) / 100,
      rssBytes: kb === undefined ? 0 : Number(kb) * 1024,
    };
  } catch {
    return undefined;
  }
}

/**
 * CPU of a changing set of processes: each one's last reading is kept after it ends, so the total
 * only grows and a killed instance's work still counts. Memory is what the live ones hold now.
 */
export function cpuLedger() {
  const lastCpu = new Map<number, number>();
  const live = new Set<number>();
  const read = (pid: number) => {
    const now = readProcess(pid);
    if (now === undefined) {
      live.delete(pid);
      return 0;
    }
    lastCpu.set(pid, Math.max(lastCpu.get(pid) ?? 0, now.cpuSeconds));
    return now.rssBytes;
  };
  return {
    /** Starts counting a process (again harmless). */
    track(pid: number | undefined) {
      if (pid === undefined) return;
      live.add(pid);
      read(pid);
    },
    /** Reads every tracked process; returns the CPU seconds all of them have used. */
    cpuSeconds(): number {
      for (const pid of [...live]) read(pid);
      return [...lastCpu.values()].reduce((a, b) => a + b, 0);
    },
    /** Resident bytes of the tracked processes still alive. */
    rss(): number {
      return [...live].reduce((sum, pid) => sum + read(pid), 0);
    },
  };
}

export type Ending = {
  name: string;
  pid: number | undefined;
  atMs: number;
  code: number | null;
  signal: string | null;
};

/**
 * Records each watched process that exits: the run asks afterwards which ended and whether it was
 * meant to (the one it killed), rather than finding out from a read that throws.
 */
export function exitWatch(clock: () => number = () => performance.now()) {
  const endings: Ending[] = [];
  const expected = new Set<number>();
  return {
    endings,
    watch(name: string, child: ChildProcess) {
      const record = (code: number | null, signal: string | null) =>
        endings.push({ name, pid: child.pid, atMs: clock(), code, signal });
      if (child.exitCode !== null || child.signalCode !== null) record(child.exitCode, child.signalCode);
      else child.once('exit', record);
    },
    /** The process with this pid is about to be ended on purpose. */
    expect(pid: number | undefined) {
      if (pid !== undefined) expected.add(pid);
    },
    /** Every process that ended without being meant to. */
    unexpected(): Ending[] {
      return endings.filter((e) => e.pid === undefined || !expected.has(e.pid));
    },
  };
}

/** The whole machine's CPU time so far from /proc/stat (busy and all, in clock ticks), to judge a run's company. */
function machineTicks(): { busy: number; total: number } {
  try {
    const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/).slice(1).map(Number) ?? [];
    const total = cpu.reduce((a, b) => a + b, 0);
    const idle = (cpu[3] ?? 0) + (cpu[4] ?? 0);
    return { busy: total - idle, total };
  } catch {
    return { busy: 0, total: 0 };
  }
}

/** Starts measuring how busy the whole machine is; the result is the cores in use on average since then. */
export function machineBusy(cores: number): () => number {
  const start = machineTicks();
  return () => {
    const end = machineTicks();
    const total = end.total - start.total;
    return total > 0 ? ((end.busy - start.busy) / total) * cores : 0;
  };
}
