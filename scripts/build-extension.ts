/**
 * npm run build:extension: the Chrome extension built by Vite and the CRXJS plugin into
 * dist/extension (load it unpacked), then zipped into dist/extension.zip for the Chrome Web Store.
 * SKIMLY_SITE_URL sets the Skimly server it talks to (default https://skimly.dev).
 *
 * npm run dev:extension (`--dev`): Vite's development server for the extension; load dist/extension
 * unpacked once, and it reloads as files change.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';
import { build, createServer } from 'vite';

const ROOT = new URL('../', import.meta.url).pathname;
const CONFIG = join(ROOT, 'extension/vite.config.ts');
const OUT_DIR = join(ROOT, 'dist/extension');
const ZIP = join(ROOT, 'dist/extension.zip');

function filesOf(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? filesOf(path) : [path];
    });
}

/** A plain zip (deflate, no ZIP64: an extension is far below 4 GiB), paths relative to the manifest. */
function zip(dir: string): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  // 1980-01-01 00:00: a fixed date, so the same sources give the same zip
  const dosTime = 0;
  const dosDate = (0 << 9) | (1 << 5) | 1;
  const files = filesOf(dir);
  for (const file of files) {
    const name = Buffer.from(relative(dir, file).split('\\').join('/'));
    const data = readFileSync(file);
    const packed = deflateRawSync(data, { level: 9 });
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt16LE(dosTime, 10);
    local.writeUInt16LE(dosDate, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(0x0800, 8);
    header.writeUInt16LE(8, 10);
    header.writeUInt16LE(dosTime, 12);
    header.writeUInt16LE(dosDate, 14);
    header.writeUInt32LE(crc, 16);
    header.writeUInt32LE(packed.length, 20);
    header.writeUInt32LE(data.length, 24);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    central.push(header, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

if (process.argv.includes('--dev')) {
  const server = await createServer({ configFile: CONFIG });
  await server.listen();
  server.printUrls();
  console.log(`Load ${relative(process.cwd(), OUT_DIR)} unpacked in chrome://extensions; it reloads as you edit.`);
} else {
  await build({ configFile: CONFIG, logLevel: 'warn' });
  const archive = zip(OUT_DIR);
  writeFileSync(ZIP, archive);
  const manifest = JSON.parse(readFileSync(join(OUT_DIR, 'manifest.json'), 'utf8')) as { version: string };
  console.log(
    `Extension ${manifest.version}: ${relative(process.cwd(), OUT_DIR)} (load unpacked), ${relative(process.cwd(), ZIP)} (${Math.round(archive.length / 1024)} KiB, for the Chrome Web Store)`,
  );
}
