import { AsyncLocalStorage } from 'node:async_hooks';
import { Worker } from 'node:worker_threads';
import { lockDataDir } from './lock.ts';
import { normaliseParams } from './params.ts';
import { type Ready, type Reply, type Request, reviveError, type WorkerOptions } from './pglite-protocol.ts';
import { type Parsers, parsersFor, rowsOf } from './pglite-rows.ts';
import { type Database, type QueryOptions, rowHelpers, STATEMENT_TIMEOUT_MS } from './types.ts';

type Call = Request extends infer R ? (R extends Request ? Omit<R, 'id'> : never) : never;
type OpenTx = { id: number; open: boolean };

/**
 * The worker runs TypeScript as the server does, whoever started us (node --import tsx, vitest).
 * Node 20 loads a worker's entry file before any --import hook, so a small script imports it
 * through tsx's API instead.
 */
const TSX_API = import.meta.resolve('tsx/esm/api');
const WORKER_FILE = new URL('./pglite-worker.ts', import.meta.url).href;
const BOOTSTRAP = `import(${JSON.stringify(TSX_API)}).then((tsx) => tsx.tsImport(${JSON.stringify(WORKER_FILE)}, ${JSON.stringify(WORKER_FILE)}))`;

/** Operations that may take long on purpose (a migration script, a dump): the watchdog leaves them be. */
const UNLIMITED = new Set<Call['op']>(['exec', 'dump']);
/** How often a worker with a statement in hand is asked whether it still answers. */
const PING_INTERVAL_MS = 500;

/** The worker answered nothing, not even a ping, for longer than a statement may run. */
export class DatabaseStuckError extends Error {
  constructor(ms: number) {
    super(`The database did not answer for ${ms / 1000} s (a statement ran too long); it is being restarted`);
    this.name = 'DatabaseStuckError';
  }
}

type ChannelEvents = {
  /** The worker died on its own. */
  lost(err: Error): void;
  /** The worker stopped answering while a statement ran: every call has failed; replace it. */
  stuck(err: Error): void;
};

/**
 * The server thread's end of the worker: numbered calls, answered in any order. A statement runs
 * on the worker's thread without yielding, so while one runs the worker answers nothing; a
 * watchdog pings it while calls are owed, and a worker silent for longer than `limitMs` is stuck
 * (PGlite has no statement_timeout of its own: WebAssembly gets no timer signal).
 */
class WorkerChannel {
  private readonly pending = new Map<number, { resolve(r: Reply): void; reject(e: Error): void; unlimited: boolean }>();
  private nextId = 1;
  private stopped: Error | undefined;
  private lastHeard = Date.now();
  private lastPing = 0;
  private readonly watchdog: NodeJS.Timeout;

  constructor(
    readonly worker: Worker,
    /** How this worker's answers are read into rows. */
    readonly parsers: Parsers,
    private readonly events: ChannelEvents,
    private readonly limitMs: number,
  ) {
    worker.on('message', (r: Reply) => {
      this.lastHeard = Date.now();
      if (r.id !== 0) this.settle(r);
    });
    worker.on('error', (err) => this.lost(err));
    worker.on('exit', (code) => this.lost(new Error(`The PGlite worker stopped (exit code ${code})`)));
    worker.unref();
    this.watchdog = setInterval(() => this.check(), Math.min(PING_INTERVAL_MS, limitMs / 4));
    this.watchdog.unref();
  }

  call(req: Call): Promise<Reply & { ok: true }> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    // Keep the process alive only while an answer is owed, so a forgotten close() cannot hang it.
    if (this.pending.size === 0) {
      this.worker.ref();
      this.lastHeard = Date.now();
    }
    return new Promise((resolve, reject) => {
      this.pending.set(id, {
        resolve: (r) => (r.ok ? resolve(r) : reject(reviveError(r.error))),
        reject,
        unlimited: UNLIMITED.has(req.op),
      });
      this.worker.postMessage({ ...req, id });
    });
  }

  private settle(r: Reply) {
    const waiting = this.pending.get(r.id);
    this.pending.delete(r.id);
    if (this.pending.size === 0) this.worker.unref();
    waiting?.resolve(r);
  }

  /** While calls are owed: ping the worker; silent past the limit, it is stuck. */
  private check() {
    if (this.stopped || this.pending.size === 0) return;
    const now = Date.now();
    if ([...this.pending.values()].some((p) => p.unlimited)) this.lastHeard = now;
    if (now - this.lastHeard > this.limitMs) {
      const err = new DatabaseStuckError(this.limitMs);
      this.stop(err);
      this.events.stuck(err);
    } else if (now - this.lastPing >= PING_INTERVAL_MS) {
      this.lastPing = now;
      this.worker.postMessage({ op: 'ping', id: 0 });
    }
  }

  /** The worker died without close(): nothing will answer again. */
  private lost(err: Error) {
    if (this.stopped) return;
    this.stop(err);
    this.events.lost(err);
  }

  /** Fails every call still waiting and every later one with err. */
  stop(err: Error) {
    this.stopped ??= err;
    clearInterval(this.watchdog);
    for (const waiting of this.pending.values()) waiting.reject(this.stopped);
    this.pending.clear();
  }
}

function startWorker(options: WorkerOptions, events: ChannelEvents, limitMs: number): Promise<WorkerChannel> {
  const transfer = options.loadDataDir ? [options.loadDataDir] : [];
  const worker = new Worker(BOOTSTRAP, { eval: true, workerData: options, transferList: transfer });
  return new Promise((resolve, reject) => {
    const exited = (code: number) => reject(new Error(`The PGlite worker exited while starting (exit code ${code})`));
    worker.once('error', reject);
    worker.once('exit', exited);
    worker.once('message', (ready: Ready) => {
      worker.off('error', reject);
      worker.off('exit', exited);
      if (ready.ready) resolve(new WorkerChannel(worker, parsersFor(ready.arrayTypes), events, limitMs));
      else void worker.terminate().finally(() => reject(reviveError(ready.error)));
    });
  });
}

export type PgliteOptions = {
  /** Folder for the database files; omitted = in memory (tests). */
  dataDir?: string;
  /** A tarball from dumpDataDir() to start from (tests clone one migrated template). */
  loadDataDir?: Blob;
  /** Called once if the worker dies on its own (every call fails from then on); the server exits. */
  onLost?: (err: Error) => void;
  /**
   * Called when a statement held the worker past the time limit: the worker is ended and a new one
   * opens the same folder (an in-memory database starts again from what it was opened with). Calls
   * fail meanwhile, so readiness answers 503.
   */
  onRestart?: (err: Error) => void;
  /** How long one statement may hold the worker; default STATEMENT_TIMEOUT_MS. */
  statementTimeoutMs?: number;
};

export type PgliteDatabase = Database & {
  /** The whole database as a tarball, for openPglite({ loadDataDir }). */
  dumpDataDir(): Promise<Blob>;
};

/**
 * Opens PGlite in a worker thread. PGlite is one connection: a transaction holds it from BEGIN to
 * COMMIT, and statements from elsewhere wait until it ends, so requests never interleave inside
 * one. A statement made through the outer handle in the transaction's own async call chain joins
 * the transaction instead of waiting for it forever; work that outlives the transaction (a timer
 * started inside it) finds it closed and runs on its own. A lock file guards the folder against
 * a second process.
 */
export async function openPglite(opts: PgliteOptions): Promise<PgliteDatabase> {
  const release = opts.dataDir ? lockDataDir(opts.dataDir) : () => {};
  const limitMs = opts.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS;
  // A folder holds the data a new worker needs; only an in-memory database loads the tarball again.
  const workerOptions = async (first: boolean): Promise<WorkerOptions> => {
    const loadDataDir = opts.loadDataDir && (first || !opts.dataDir) ? await opts.loadDataDir.arrayBuffer() : undefined;
    return { ...(opts.dataDir ? { dataDir: opts.dataDir } : {}), ...(loadDataDir ? { loadDataDir } : {}) };
  };
  let channel: WorkerChannel;
  let restarting: Promise<void> | undefined;
  let closing: Promise<void> | undefined;
  const events: ChannelEvents = {
    lost: (err) => opts.onLost?.(err),
    stuck: (err) => {
      if (closing) return;
      // The stuck channel keeps failing calls with err until the new worker is in.
      opts.onRestart?.(err);
      restarting = channel.worker
        .terminate()
        .then(() => workerOptions(false))
        .then((o) => startWorker(o, events, limitMs))
        .then(
          (fresh) => {
            channel = fresh;
          },
          (cause: unknown) => opts.onLost?.(cause instanceof Error ? cause : new Error(String(cause))),
        )
        .finally(() => {
          restarting = undefined;
        });
    },
  };
  try {
    channel = await startWorker(await workerOptions(true), events, limitMs);
  } catch (err) {
    release();
    throw err;
  }
  const current = new AsyncLocalStorage<OpenTx>();
  let nextTx = 1;

  const close = () => {
    closing ??= (restarting ?? Promise.resolve())
      .then(() => channel.call({ op: 'close' }))
      .then(() => undefined)
      .finally(() => {
        channel.stop(new Error('The database is closed'));
        return channel.worker.terminate();
      })
      .finally(release);
    return closing;
  };

  const handle = (tx: () => number | undefined): Database => {
    const query = async <T>(sql: string, params?: unknown[], options?: QueryOptions) => {
      const t = tx();
      const on = channel;
      const r = await on.call({
        op: 'query',
        sql,
        params: normaliseParams(params),
        ...(t ? { tx: t } : {}),
        ...(options?.planPerCall ? { planPerCall: true } : {}),
      });
      return (r.answer ? rowsOf(r.answer, on.parsers) : []) as T[];
    };
    return {
      engine: 'pglite',
      query,
      ...rowHelpers({ query }),
      transaction,
      async exec(sql) {
        const t = tx();
        await channel.call({ op: 'exec', sql, ...(t ? { tx: t } : {}) });
      },
      close,
    };
  };

  async function transaction<T>(fn: (tx: Database) => Promise<T>): Promise<T> {
    const running = current.getStore();
    if (running?.open) return fn(handle(() => running.id));
    const state: OpenTx = { id: nextTx++, open: true };
    await channel.call({ op: 'begin', tx: state.id });
    let result: T;
    try {
      result = await current.run(state, () => fn(handle(() => state.id)));
    } catch (err) {
      state.open = false;
      await channel.call({ op: 'end', tx: state.id, commit: false }).catch(() => {});
      throw err;
    }
    state.open = false;
    await channel.call({ op: 'end', tx: state.id, commit: true });
    return result;
  }

  const outer = handle(() => {
    const running = current.getStore();
    return running?.open ? running.id : undefined;
  });
  return {
    ...outer,
    async dumpDataDir() {
      const r = await channel.call({ op: 'dump' });
      return new Blob([r.dump ?? new ArrayBuffer(0)]);
    },
  };
}
