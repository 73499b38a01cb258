import { AsyncLocalStorage } from 'node:async_hooks';
import { Worker } from 'node:worker_threads';
import { lockDataDir } from './lock.ts';
import { normaliseParams } from './params.ts';
import { type Ready, type Reply, type Request, reviveError, type WorkerOptions } from './pglite-protocol.ts';
import { type Database, type QueryOptions, rowHelpers } from './types.ts';

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

/** The server thread's end of the worker: numbered calls, answered in any order. */
class WorkerChannel {
  private readonly pending = new Map<number, { resolve(r: Reply): void; reject(e: Error): void }>();
  private nextId = 1;
  private stopped: Error | undefined;

  constructor(
    readonly worker: Worker,
    private readonly onLost: (err: Error) => void,
  ) {
    worker.on('message', (r: Reply) => this.settle(r));
    worker.on('error', (err) => this.lost(err));
    worker.on('exit', (code) => this.lost(new Error(`The PGlite worker stopped (exit code ${code})`)));
    worker.unref();
  }

  call(req: Call): Promise<Reply & { ok: true }> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    // Keep the process alive only while an answer is owed, so a forgotten close() cannot hang it.
    if (this.pending.size === 0) this.worker.ref();
    return new Promise((resolve, reject) => {
      this.pending.set(id, {
        resolve: (r) => (r.ok ? resolve(r) : reject(reviveError(r.error))),
        reject,
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

  /** The worker died without close(): nothing will answer again. */
  private lost(err: Error) {
    if (this.stopped) return;
    this.stop(err);
    this.onLost(err);
  }

  /** Fails every call still waiting and every later one with err. */
  stop(err: Error) {
    this.stopped ??= err;
    for (const waiting of this.pending.values()) waiting.reject(this.stopped);
    this.pending.clear();
  }
}

function startWorker(options: WorkerOptions, onLost: (err: Error) => void): Promise<WorkerChannel> {
  const transfer = options.loadDataDir ? [options.loadDataDir] : [];
  const worker = new Worker(BOOTSTRAP, { eval: true, workerData: options, transferList: transfer });
  return new Promise((resolve, reject) => {
    const exited = (code: number) => reject(new Error(`The PGlite worker exited while starting (exit code ${code})`));
    worker.once('error', reject);
    worker.once('exit', exited);
    worker.once('message', (ready: Ready) => {
      worker.off('error', reject);
      worker.off('exit', exited);
      if (ready.ready) resolve(new WorkerChannel(worker, onLost));
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
  let channel: WorkerChannel;
  try {
    const loadDataDir = opts.loadDataDir ? await opts.loadDataDir.arrayBuffer() : undefined;
    const options = { ...(opts.dataDir ? { dataDir: opts.dataDir } : {}), ...(loadDataDir ? { loadDataDir } : {}) };
    channel = await startWorker(options, opts.onLost ?? (() => {}));
  } catch (err) {
    release();
    throw err;
  }
  const current = new AsyncLocalStorage<OpenTx>();
  let nextTx = 1;
  let closing: Promise<void> | undefined;

  const close = () => {
    closing ??= channel
      .call({ op: 'close' })
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
      const r = await channel.call({
        op: 'query',
        sql,
        params: normaliseParams(params),
        ...(t ? { tx: t } : {}),
        ...(options?.planPerCall ? { planPerCall: true } : {}),
      });
      return r.rows as T[];
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
