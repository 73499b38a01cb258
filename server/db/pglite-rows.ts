/**
 * A statement's answer as PostgreSQL's own bytes, from the PGlite worker to the server's thread.
 * The worker used to parse every answer into message objects, build the rows and hand them to
 * postMessage, which copies them field by field; together a third of the worker's time under
 * load (issue 29's profile). Now the worker only looks for an error and transfers the bytes (no
 * copy), and the server's thread reads the rows straight from them, with PGlite's own parsers.
 */
import { messages, protocol, types } from '@electric-sql/pglite';

const ERROR = 0x45; // 'E' ErrorResponse
const ROW_DESCRIPTION = 0x54; // 'T'
const DATA_ROW = 0x44; // 'D'
const COMMAND_COMPLETE = 0x43; // 'C'

/** The answer's chunks as one buffer of its own, which postMessage can transfer. */
export function joinChunks(chunks: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/**
 * The answer's first error as PGlite's execProtocol reports it (a DatabaseError with PostgreSQL's
 * fields, and the statement's text as `query`), or undefined when it holds none.
 */
export function errorIn(answer: Uint8Array, sql: string): Error | undefined {
  let hasError = false;
  for (let at = 0; at + 5 <= answer.length; at += 1 + readInt32(answer, at + 1)) {
    if (answer[at] === ERROR) hasError = true;
  }
  if (!hasError) return undefined;
  let first: Error | undefined;
  new protocol.Parser().parse(answer, (message) => {
    if (first === undefined && message instanceof messages.DatabaseError) first = message;
  });
  if (first) Object.assign(first, { query: sql });
  return first ?? new Error('The database answered with an error it did not describe');
}

function readInt32(bytes: Uint8Array, at: number): number {
  return (
    (((bytes[at] as number) << 24) |
      ((bytes[at + 1] as number) << 16) |
      ((bytes[at + 2] as number) << 8) |
      (bytes[at + 3] as number)) >>>
    0
  );
}

type Parse = (text: string, typeId: number) => unknown;
/** A column's parser by its type's OID, as PGlite keeps them in `pg.parsers`. */
export type Parsers = Readonly<Record<number, Parse | undefined>>;
/** An array type's OID and its element's: [typarray, oid]. */
export type ArrayType = [number, number];

/** What PGlite's `pg_type` query finds at start: every array type with its element (see parsersFor). */
export const ARRAY_TYPES_SQL = `SELECT b.oid, b.typarray FROM pg_catalog.pg_type a
  LEFT JOIN pg_catalog.pg_type b ON b.oid = a.typelem
  WHERE a.typcategory = 'A' GROUP BY b.oid, b.typarray ORDER BY b.oid`;

/**
 * The parsers PGlite's own query() would use: its defaults, and for each array type found at
 * start the array parser of its element (what PGlite's _initArrayTypes adds to `pg.parsers`).
 */
export function parsersFor(arrayTypes: readonly ArrayType[]): Parsers {
  const parsers: Record<number, Parse | undefined> = { ...(types.parsers as Record<number, Parse>) };
  for (const [typarray, oid] of arrayTypes) {
    parsers[typarray] = (text) => types.arrayParser(text, parsers[oid] as types.Parser, typarray);
  }
  return parsers;
}

type Field = { name: string; parse: Parse | undefined; typeId: number };

function fieldsOf(buf: Buffer, start: number, parsers: Parsers): Field[] {
  const count = buf.readInt16BE(start);
  const fields: Field[] = [];
  let at = start + 2;
  for (let i = 0; i < count; i++) {
    const end = buf.indexOf(0, at);
    const name = buf.toString('utf8', at, end);
    // Table OID (4), column number (2), then the type OID (4), size (2), modifier (4), format (2).
    const typeId = buf.readInt32BE(end + 7);
    fields.push({ name, typeId, parse: parsers[typeId] });
    at = end + 19;
  }
  return fields;
}

function rowOf(buf: Buffer, start: number, fields: readonly Field[]): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  const count = buf.readInt16BE(start);
  let at = start + 2;
  for (let i = 0; i < count; i++) {
    const length = buf.readInt32BE(at);
    at += 4;
    const field = fields[i] as Field;
    if (length < 0) {
      row[field.name] = null;
      continue;
    }
    const text = buf.toString('utf8', at, at + length);
    at += length;
    row[field.name] = field.parse ? field.parse(text, field.typeId) : text;
  }
  return row;
}

/**
 * The rows of an answer without errors (errorIn found none), as PGlite's parseResults builds them
 * for its first result: one object per row, each column by name, parsed by its type.
 */
export function rowsOf(answer: Uint8Array, parsers: Parsers): unknown[] {
  const buf = Buffer.from(answer.buffer, answer.byteOffset, answer.byteLength);
  const rows: unknown[] = [];
  let fields: Field[] = [];
  for (let at = 0; at + 5 <= buf.length; ) {
    const type = buf[at];
    const length = buf.readUInt32BE(at + 1);
    if (type === ROW_DESCRIPTION) fields = fieldsOf(buf, at + 5, parsers);
    else if (type === DATA_ROW) rows.push(rowOf(buf, at + 5, fields));
    else if (type === COMMAND_COMPLETE) return rows;
    at += 1 + length;
  }
  // No CommandComplete: PGlite's parseResults answers an empty result then.
  return [];
}
