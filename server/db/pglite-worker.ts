/**
 * The PGlite worker: the embedded PostgreSQL runs on its own thread, so queries use the machine's
 * second core instead of competing with HTTP work on the server's one JavaScript thread.
 * Started by server/db/pglite.ts; speaks the messages of pglite-protocol.ts.
 */
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PgliteConnection } from './pglite-connection.ts';
import { ARRAY_TYPES_SQL, type ArrayType } from './pglite-rows.ts';
import { type Ready, type Reply, type Request, serializeError, type WorkerOptions } from './pglite-protocol.ts';

const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs as a worker thread (server/db/pglite.ts starts it)');

const reply = (r: Reply, transfer: ArrayBuffer[] = []) => port.postMessage(r, transfer);

async function openDatabase(opts: WorkerOptions): Promise<PGlite> {
  return PGlite.create({
    ...(opts.dataDir ? { dataDir: join(opts.dataDir, 'db') } : {}),
    ...(opts.loadDataDir ? { loadDataDir: new Blob([opts.loadDataDir]) } : {}),
    extensions: { pg_trgm },
  });
}

async function handle(pg: PGlite, db: PgliteConnection, req: Request): Promise<void> {
  try {
    switch (req.op) {
      case 'query': {
        const answer = await db.query(req.sql, req.params, req.tx, req.planPerCall);
        return reply({ id: req.id, ok: true, answer }, [answer.buffer as ArrayBuffer]);
      }
      case 'exec':
        await db.exec(req.sql, req.tx);
        return reply({ id: req.id, ok: true });
      case 'begin':
        await db.begin(req.tx);
        return reply({ id: req.id, ok: true });
      case 'end':
        await db.end(req.tx, req.commit);
        return reply({ id: req.id, ok: true });
      case 'dump': {
        const dump = await db.exclusive(async () => (await pg.dumpDataDir('none')).arrayBuffer());
        return reply({ id: req.id, ok: true, dump }, [dump]);
      }
      case 'ping':
        return reply({ id: req.id, ok: true });
      case 'close':
        await db.exclusive(async () => {
          if (!pg.closed) await pg.close();
        });
        return reply({ id: req.id, ok: true });
    }
  } catch (err) {
    reply({ id: req.id, ok: false, error: serializeError(err) });
  }
}

try {
  const pg = await openDatabase(workerData as WorkerOptions);
  const db = new PgliteConnection(pg);
  const arrays = await pg.query<{ oid: number; typarray: number }>(ARRAY_TYPES_SQL);
  const arrayTypes = arrays.rows.map((t): ArrayType => [t.typarray, t.oid]);
  port.on('message', (req: Request) => void handle(pg, db, req));
  port.postMessage({ ready: true, arrayTypes } satisfies Ready);
} catch (err) {
  port.postMessage({ ready: false, error: serializeError(err) } satisfies Ready);
}
