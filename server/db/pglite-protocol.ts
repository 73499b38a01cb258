/** Messages between the server's thread and the PGlite worker (server/db/pglite-worker.ts). */
import type { ArrayType } from './pglite-rows.ts';
import { TransactionAbortedError } from './types.ts';

/** What the worker is opened with (workerData). */
export type WorkerOptions = {
  /** Folder for the database files; omitted = in memory (tests). */
  dataDir?: string;
  /** A tarball from dumpDataDir() to start from, as bytes (transferred, not copied). */
  loadDataDir?: ArrayBuffer;
};

/** `tx` names the open transaction a statement belongs to; without it the statement runs on its own. */
export type Request =
  | { id: number; op: 'query'; sql: string; params?: unknown[]; tx?: number; planPerCall?: boolean }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; op: 'begin'; tx: number }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' }
  /** Answered at once, whatever the database is doing: a worker that cannot answer it is stuck. */
  | { id: number; op: 'ping' };

/** A database error's message and its PostgreSQL fields (code, detail, constraint, ...). */
export type SerializedError = { name: string; message: string; fields: Record<string, string | number | boolean> };

/** `answer`: a statement's answer as PostgreSQL's bytes (pglite-rows.ts reads its rows). */
export type Reply =
  | { id: number; ok: true; answer?: Uint8Array; dump?: ArrayBuffer }
  | { id: number; ok: false; error: SerializedError };

/** The worker's first message: opened (with its array types, for the rows' parsers), or why not. */
export type Ready = { ready: true; arrayTypes: ArrayType[] } | { ready: false; error: SerializedError };

export function serializeError(err: unknown): SerializedError {
  if (!(err instanceof Error)) return { name: 'Error', message: String(err), fields: {} };
  const fields: SerializedError['fields'] = {};
  for (const [key, value] of Object.entries(err)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') fields[key] = value;
  }
  return { name: err.name, message: err.message, fields };
}

export function reviveError(e: SerializedError): Error {
  // The server's own error classes come back as themselves, so instanceof holds across the thread.
  if (e.name === 'TransactionAbortedError') return new TransactionAbortedError();
  const err = Object.assign(new Error(e.message), e.fields);
  err.name = e.name;
  return err;
}
