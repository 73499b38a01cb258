/**
 * Follows a zip archive as its bytes arrive: the export writes every entry's sizes into its local
 * header (server/summaries/zip.ts), so each header says how far the next one is. The export's
 * progress is read from this: how many entries are complete, and how far into the current one.
 */
const LOCAL_HEADER = 0x04034b50;
const HEADER_SIZE = 30;
const MAX32 = 0xffffffff;

export interface ZipEntryProgress {
  /** Entries received whole. */
  complete: number;
  /** The entry being received: its name, compressed size and bytes received so far. */
  current: { name: string; size: number; received: number } | null;
  /** True once the central directory started: every entry has arrived. */
  finished: boolean;
}

const decoder = new TextDecoder();

/** The sizes of a ZIP64 extra field (uncompressed, then compressed), when the header points to it. */
function zip64CompressedSize(extra: DataView): number | null {
  for (let at = 0; at + 4 <= extra.byteLength; ) {
    const id = extra.getUint16(at, true);
    const length = extra.getUint16(at + 2, true);
    if (id === 1 && length >= 16) return Number(extra.getBigUint64(at + 12, true));
    at += 4 + length;
  }
  return null;
}

export class ZipEntryCounter {
  #pending = new Uint8Array(0);
  readonly #progress: ZipEntryProgress = { complete: 0, current: null, finished: false };

  get progress(): Readonly<ZipEntryProgress> {
    return this.#progress;
  }

  /** Feeds the next bytes of the archive. */
  push(chunk: Uint8Array): void {
    let bytes = chunk;
    while (bytes.length > 0 && !this.#progress.finished) {
      const current = this.#progress.current;
      if (!current) {
        bytes = this.#readHeader(bytes);
        continue;
      }
      const take = Math.min(bytes.length, current.size - current.received);
      current.received += take;
      bytes = bytes.subarray(take);
      if (current.received === current.size) {
        this.#progress.complete += 1;
        this.#progress.current = null;
      }
    }
  }

  /** Collects header bytes until a whole local header is there, then starts its entry; returns the rest. */
  #readHeader(bytes: Uint8Array): Uint8Array {
    const joined = new Uint8Array(this.#pending.length + bytes.length);
    joined.set(this.#pending);
    joined.set(bytes, this.#pending.length);
    this.#pending = new Uint8Array(0);
    const view = new DataView(joined.buffer, joined.byteOffset, joined.byteLength);
    if (joined.length >= 4 && view.getUint32(0, true) !== LOCAL_HEADER) {
      this.#progress.finished = true;
      return new Uint8Array(0);
    }
    const nameLength = joined.length >= HEADER_SIZE ? view.getUint16(26, true) : 0;
    const end = HEADER_SIZE + nameLength + (joined.length >= HEADER_SIZE ? view.getUint16(28, true) : 0);
    if (joined.length < end) {
      this.#pending = joined.slice();
      return new Uint8Array(0);
    }
    const extra = new DataView(
      joined.buffer,
      joined.byteOffset + HEADER_SIZE + nameLength,
      end - HEADER_SIZE - nameLength,
    );
    const size = view.getUint32(18, true);
    this.#progress.current = {
      name: decoder.decode(joined.subarray(HEADER_SIZE, HEADER_SIZE + nameLength)),
      size: size === MAX32 ? (zip64CompressedSize(extra) ?? size) : size,
      received: 0,
    };
    return joined.subarray(end);
  }
}
