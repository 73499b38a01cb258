/**
 * A streaming zip writer for the export (docs/decisions: the export's own zip writer). Every local
 * header carries its entry's CRC and sizes (no data descriptors), so a reader of the stream, like
 * the website's progress, can walk from entry to entry as bytes arrive. An entry is either small data
 * deflated here, or data already deflated into a file by a Spool. The central directory goes to a
 * file as entries are written and is copied out at the end, so memory stays flat at any entry count;
 * ZIP64 records are added when there are more than 65,535 entries or anything passes 4 GiB.
 */
import { once } from 'node:events';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';

const MAX16 = 0xffff;
const MAX32 = 0xffffffff;
const FLAG_UTF8 = 0x0800;
const DEFLATE = 8;
/** 4.5: needed to extract ZIP64; made by Unix (3), so the mode in the external attributes counts. */
const VERSION_ZIP64 = 45;
const VERSION_PLAIN = 20;
const MADE_BY_UNIX = 3 << 8;
const FILE_MODE = 0o100644;
/**
 * One summary is a few kilobytes: an 8 KiB window compresses it as well as zlib's 32 KiB default,
 * and the smaller state is set up three times faster, which is most of an entry's cost.
 */
const SMALL_ENTRY = { level: 6, windowBits: 13, memLevel: 7 } as const;

type EntryFacts = { name: Buffer; crc: number; size: number; compressedSize: number; modified: Date; offset: number };

/** MS-DOS date and time (local fields taken as UTC: zip has no zone), clamped to 1980. */
function dosDateTime(date: Date): { time: number; date: number } {
  const year = Math.max(1980, date.getUTCFullYear());
  return {
    time: (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | Math.floor(date.getUTCSeconds() / 2),
    date: ((year - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate(),
  };
}

/** The ZIP64 extended information field with the given values (their order is fixed by the format). */
function zip64Extra(values: number[]): Buffer {
  if (values.length === 0) return Buffer.alloc(0);
  const extra = Buffer.alloc(4 + 8 * values.length);
  extra.writeUInt16LE(0x0001, 0);
  extra.writeUInt16LE(8 * values.length, 2);
  for (const [i, value] of values.entries()) extra.writeBigUInt64LE(BigInt(value), 4 + 8 * i);
  return extra;
}

function localHeader(e: EntryFacts): Buffer {
  const big = e.size >= MAX32 || e.compressedSize >= MAX32;
  const extra = big ? zip64Extra([e.size, e.compressedSize]) : Buffer.alloc(0);
  const { time, date } = dosDateTime(e.modified);
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(big ? VERSION_ZIP64 : VERSION_PLAIN, 4);
  header.writeUInt16LE(FLAG_UTF8, 6);
  header.writeUInt16LE(DEFLATE, 8);
  header.writeUInt16LE(time, 10);
  header.writeUInt16LE(date, 12);
  header.writeUInt32LE(e.crc, 14);
  header.writeUInt32LE(big ? MAX32 : e.compressedSize, 18);
  header.writeUInt32LE(big ? MAX32 : e.size, 22);
  header.writeUInt16LE(e.name.length, 26);
  header.writeUInt16LE(extra.length, 28);
  return Buffer.concat([header, e.name, extra]);
}

function centralRecord(e: EntryFacts): Buffer {
  const overflow = [e.size, e.compressedSize, e.offset].map((value) => value >= MAX32);
  const extra = zip64Extra([e.size, e.compressedSize, e.offset].filter((_, i) => overflow[i]));
  const { time, date } = dosDateTime(e.modified);
  const record = Buffer.alloc(46);
  record.writeUInt32LE(0x02014b50, 0);
  record.writeUInt16LE(MADE_BY_UNIX | VERSION_ZIP64, 4);
  record.writeUInt16LE(extra.length > 0 ? VERSION_ZIP64 : VERSION_PLAIN, 6);
  record.writeUInt16LE(FLAG_UTF8, 8);
  record.writeUInt16LE(DEFLATE, 10);
  record.writeUInt16LE(time, 12);
  record.writeUInt16LE(date, 14);
  record.writeUInt32LE(e.crc, 16);
  record.writeUInt32LE(overflow[1] ? MAX32 : e.compressedSize, 20);
  record.writeUInt32LE(overflow[0] ? MAX32 : e.size, 24);
  record.writeUInt16LE(e.name.length, 28);
  record.writeUInt16LE(extra.length, 30);
  record.writeUInt32LE(FILE_MODE * 0x10000, 38);
  record.writeUInt32LE(overflow[2] ? MAX32 : e.offset, 42);
  return Buffer.concat([record, e.name, extra]);
}

/** End of central directory, with the ZIP64 record and locator before it when any count or offset needs them. */
function endRecords(entries: number, directoryOffset: number, directorySize: number, force64: boolean): Buffer {
  const zip64 = force64 || entries > MAX16 || directoryOffset >= MAX32 || directorySize >= MAX32;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(zip64 ? MAX16 : entries, 8);
  end.writeUInt16LE(zip64 ? MAX16 : entries, 10);
  end.writeUInt32LE(zip64 ? MAX32 : directorySize, 12);
  end.writeUInt32LE(zip64 ? MAX32 : directoryOffset, 16);
  if (!zip64) return end;
  const record = Buffer.alloc(56);
  record.writeUInt32LE(0x06064b50, 0);
  record.writeBigUInt64LE(44n, 4);
  record.writeUInt16LE(MADE_BY_UNIX | VERSION_ZIP64, 12);
  record.writeUInt16LE(VERSION_ZIP64, 14);
  record.writeBigUInt64LE(BigInt(entries), 24);
  record.writeBigUInt64LE(BigInt(entries), 32);
  record.writeBigUInt64LE(BigInt(directorySize), 40);
  record.writeBigUInt64LE(BigInt(directoryOffset), 48);
  const locator = Buffer.alloc(20);
  locator.writeUInt32LE(0x07064b50, 0);
  locator.writeBigUInt64LE(BigInt(directoryOffset + directorySize), 8);
  locator.writeUInt32LE(1, 16);
  return Buffer.concat([record, locator, end]);
}

/** Writes to a file stream, waiting when its buffer is full (flat memory under a slow disk). */
async function write(stream: WriteStream | ReturnType<typeof createDeflateRaw>, chunk: Buffer): Promise<void> {
  if (!stream.write(chunk)) await once(stream, 'drain');
}

/** Text deflated into a file as it comes, with the CRC and size of what went in. */
export class Spool {
  #crc = 0;
  #size = 0;
  readonly #deflate = createDeflateRaw({ level: 6 });
  readonly #file: WriteStream;

  constructor(readonly path: string) {
    this.#file = createWriteStream(path);
    this.#deflate.pipe(this.#file);
  }

  async write(text: string): Promise<void> {
    const chunk = Buffer.from(text, 'utf8');
    this.#crc = crc32(chunk, this.#crc);
    this.#size += chunk.length;
    await write(this.#deflate, chunk);
  }

  /** Ends the deflate stream and waits for the file; then crc and sizes are final. */
  async close(): Promise<{ crc: number; size: number; compressedSize: number }> {
    this.#deflate.end();
    await once(this.#file, 'close');
    return { crc: this.#crc, size: this.#size, compressedSize: (await stat(this.path)).size };
  }
}

export class ZipWriter {
  #offset = 0;
  #entries = 0;
  #directorySize = 0;
  readonly #directory: WriteStream;
  readonly #directoryPath: string;

  /** `dir`: a private folder for the central directory file; `force64` writes ZIP64 end records (tests). */
  constructor(
    dir: string,
    readonly force64 = false,
  ) {
    this.#directoryPath = join(dir, 'central-directory');
    this.#directory = createWriteStream(this.#directoryPath);
  }

  async #record(facts: Omit<EntryFacts, 'offset'>, header: Buffer): Promise<void> {
    const record = centralRecord({ ...facts, offset: this.#offset });
    await write(this.#directory, record);
    this.#directorySize += record.length;
    this.#entries += 1;
    this.#offset += header.length + facts.compressedSize;
  }

  /** One small entry (a summary's Markdown): header and deflated data, as bytes to send. */
  async entry(name: string, data: Buffer, modified: Date): Promise<Buffer> {
    const compressed = deflateRawSync(data, SMALL_ENTRY);
    const facts = {
      name: Buffer.from(name, 'utf8'),
      crc: crc32(data),
      size: data.length,
      compressedSize: compressed.length,
      modified,
    };
    const header = localHeader({ ...facts, offset: this.#offset });
    await this.#record(facts, header);
    return Buffer.concat([header, compressed]);
  }

  /** A spooled entry: its header, then the deflated file's bytes. */
  async *spooled(name: string, spool: Spool, modified: Date): AsyncGenerator<Buffer> {
    const sizes = await spool.close();
    const facts = { name: Buffer.from(name, 'utf8'), ...sizes, modified };
    const header = localHeader({ ...facts, offset: this.#offset });
    await this.#record(facts, header);
    yield header;
    yield* readChunks(spool.path);
  }

  /** The central directory and the end records. */
  async *finish(): AsyncGenerator<Buffer> {
    this.#directory.end();
    await once(this.#directory, 'close');
    const directoryOffset = this.#offset;
    yield* readChunks(this.#directoryPath);
    yield endRecords(this.#entries, directoryOffset, this.#directorySize, this.force64);
  }
}

async function* readChunks(path: string): AsyncGenerator<Buffer> {
  for await (const chunk of createReadStream(path, { highWaterMark: 256 * 1024 })) yield chunk as Buffer;
}
