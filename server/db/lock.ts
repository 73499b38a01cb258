import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {
  constructor(dir: string, pid: string) {
    super(
      `The data folder ${dir} is in use by another Skimly process (pid ${pid}). ` +
        'PGlite serves one process at a time: stop the other server or set DATA_DIR to another folder.',
    );
    this.name = 'DataDirLockedError';
  }
}

/** Our own handles in this process: a second open of the same folder must fail too, not only another process's. */
const heldHere = new Set<string>();

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM means the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes an exclusive lock file in dir (O_EXCL), so two servers never open one PGlite folder.
 * A lock left by a process that died (SIGKILL) is stale and taken over.
 * Returns the release function.
 */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'skimly.lock');
  if (heldHere.has(file)) throw new DataDirLockedError(dir, String(process.pid));
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldHere.add(file);
      return () => {
        heldHere.delete(file);
        rmSync(file, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = readFileSync(file, 'utf8').trim();
      const pid = Number(owner);
      if (Number.isInteger(pid) && pid > 0 && alive(pid) && pid !== process.pid) {
        throw new DataDirLockedError(dir, owner);
      }
      rmSync(file, { force: true }); // stale: its owner is gone
    }
  }
  throw new DataDirLockedError(dir, 'unknown');
}
