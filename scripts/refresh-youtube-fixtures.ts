/**
 * Refreshes what the extension's YouTube fixtures are modelled on (decision 236). Run by hand where there
 * is internet; never in CI, never by a test.
 *
 *   npm run fixtures:youtube -- manual=<video id> automaticOnly=<video id> … [--panel]
 *
 * For each case of extension/tests/fixtures/youtube/server.ts's FIXTURE_VIDEOS given a real video, it
 * fetches the real watch page and its first caption track in json3, srv3 and the classic XML, and writes
 * extension/tests/fixtures/youtube/recorded/<case>.json: the SHAPE of what the extension reads (the
 * player response's playabilityStatus, videoDetails and captions with their keys, each track's kind,
 * name form and address parameters, each format's status and structure), never the text of the real
 * captions. It then prints where the real shape differs from the hand-made fixture page of that case,
 * so a maintainer updates pages/<id>.html to match. With --panel it also opens the page in Debian's
 * Chromium, presses "Show transcript" and records the markup of the panel's first rows (text elided).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { captionTracks, playerResponseFromHtml } from '#extension/transcript/playerResponse.ts';
import { captionUrl } from '#extension/transcript/tracks.ts';
import { FIXTURE_VIDEOS } from '#extension-tests/fixtures/youtube/server.ts';

type Json = Record<string, unknown>;
type Case = keyof typeof FIXTURE_VIDEOS;

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const FIXTURES = join(ROOT, 'extension/tests/fixtures/youtube');
const HEADERS = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'accept-language': 'en-US,en;q=0.9',
  // Past the EU consent page, as a browser that has answered it once
  cookie: 'SOCS=CAI',
};

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An object's shape: its keys, with nested objects' shapes and arrays by their first item; values dropped. */
function shapeOf(value: unknown, depth = 0): unknown {
  if (Array.isArray(value)) return value.length === 0 ? [] : [shapeOf(value[0], depth + 1)];
  if (!isObject(value)) return typeof value;
  if (depth > 4) return 'object';
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, shapeOf(value[key], depth + 1)]),
  );
}

/** The parts of a player response the extension reads, with values kept only where they are facts, not text. */
function recordedPlayerResponse(response: Json): Json {
  const status = isObject(response.playabilityStatus) ? response.playabilityStatus : {};
  const details = isObject(response.videoDetails) ? response.videoDetails : {};
  const captions = isObject(response.captions) ? response.captions : null;
  const tracklist =
    captions && isObject(captions.playerCaptionsTracklistRenderer) ? captions.playerCaptionsTracklistRenderer : null;
  const rawTracks = Array.isArray(tracklist?.captionTracks) ? tracklist.captionTracks : [];
  return {
    playabilityStatus: {
      status: status.status ?? null,
      reason: status.reason ?? null,
      keys: Object.keys(status).sort(),
    },
    videoDetails: {
      keys: Object.keys(details).sort(),
      lengthSeconds: details.lengthSeconds ?? null,
      isLive: details.isLive ?? null,
      isLiveContent: details.isLiveContent ?? null,
      isUpcoming: details.isUpcoming ?? null,
    },
    captions: captions
      ? {
          keys: Object.keys(captions).sort(),
          tracklistKeys: tracklist ? Object.keys(tracklist).sort() : null,
          audioTracks: shapeOf(tracklist?.audioTracks),
          captionTracks: rawTracks.filter(isObject).map((track) => ({
            keys: Object.keys(track).sort(),
            languageCode: track.languageCode ?? null,
            kind: track.kind ?? null,
            vssId: track.vssId ?? null,
            nameForm: isObject(track.name) ? Object.keys(track.name).sort() : typeof track.name,
            addressParameters:
              typeof track.baseUrl === 'string' ? [...new URL(track.baseUrl).searchParams.keys()].sort() : null,
            exp: typeof track.baseUrl === 'string' ? new URL(track.baseUrl).searchParams.get('exp') : null,
          })),
        }
      : null,
  };
}

/** A caption answer's shape: status, type, size, and its structure (json3's keys, XML's first tags). */
function captionShape(status: number, contentType: string, body: string): Json {
  const shape: Json = { status, contentType, bytes: body.length, empty: body.trim() === '' };
  if (body.trimStart().startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(body);
      shape.json3 = {
        keys: isObject(parsed) ? Object.keys(parsed).sort() : null,
        eventShapes:
          isObject(parsed) && Array.isArray(parsed.events)
            ? [...new Set(parsed.events.slice(0, 50).map((e) => JSON.stringify(shapeOf(e))))]
            : null,
      };
    } catch {
      shape.json3 = 'does not parse';
    }
  } else if (body.includes('<')) {
    shape.xmlTags = [
      ...new Set(
        [...body.slice(0, 4000).matchAll(/<([a-zA-Z][\w-]*)((?:\s+[\w-]+="[^"]*")*)/g)].map(
          (m) => `${m[1]}${(m[2] ?? '').replace(/="[^"]*"/g, '')}`,
        ),
      ),
    ];
  }
  return shape;
}

async function fetchText(url: string): Promise<{ status: number; contentType: string; body: string }> {
  const response = await fetch(url, { headers: HEADERS });
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    body: await response.text(),
  };
}

/** The panel's first rows on the real page, text elided (needs Debian's Chromium and Playwright). */
async function recordPanel(videoId: string): Promise<Json> {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    const context = await browser.newContext({ locale: 'en-US' });
    await context.addCookies([{ name: 'SOCS', value: 'CAI', domain: '.youtube.com', path: '/' }]);
    const page = await context.newPage();
    await page.goto(`https://www.youtube.com/watch?v=${videoId}&hl=en`, { waitUntil: 'domcontentloaded' });
    const opened = await page
      .locator('ytd-video-description-transcript-section-renderer button, button[aria-label="Show transcript"]')
      .first()
      .click({ timeout: 30_000 })
      .then(() => true)
      .catch(() => false);
    if (!opened) return { opened: false };
    const rows = 'transcript-segment-view-model, ytd-transcript-segment-renderer';
    await page.locator(rows).first().waitFor({ timeout: 30_000 });
    // Evaluated in the page: the first rows' markup with every text node longer than a timestamp elided
    const markup = await page.evaluate(`(() => {
      const rows = [...document.querySelectorAll(${JSON.stringify(rows)})].slice(0, 3).map((row) => row.cloneNode(true));
      for (const row of rows) {
        const walker = document.createTreeWalker(row, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!/^\\s*\\d{1,2}(:\\d{2}){1,2}\\s*$/.test(node.textContent)) node.textContent = node.textContent.trim() ? '…' : '';
        }
      }
      const panel = document.querySelector(${JSON.stringify(rows)})?.closest('ytd-engagement-panel-section-list-renderer');
      return { panelTargetId: panel?.getAttribute('target-id') ?? null, rows: rows.map((row) => row.outerHTML) };
    })()`);
    return { opened: true, ...(markup as Json) };
  } finally {
    await browser.close();
  }
}

/** Where the hand-made fixture of a case differs from the recorded shape, in words. */
function differences(recorded: Json, fixture: Json): string[] {
  const out: string[] = [];
  const compare = (path: string, a: unknown, b: unknown) => {
    const left = JSON.stringify(a);
    const right = JSON.stringify(b);
    if (left !== right) out.push(`${path}: YouTube ${left}, fixture ${right}`);
  };
  const r = recorded as { playabilityStatus: Json; captions: Json | null; videoDetails: Json };
  const f = fixture as typeof r;
  compare('playabilityStatus.status', r.playabilityStatus.status, f.playabilityStatus.status);
  compare('captions present', r.captions !== null, f.captions !== null);
  const rTracks = (r.captions?.captionTracks ?? []) as Json[];
  const fTracks = (f.captions?.captionTracks ?? []) as Json[];
  for (const key of ['keys', 'nameForm', 'addressParameters', 'exp'] as const) {
    compare(`captionTracks[0].${key}`, rTracks[0]?.[key], fTracks[0]?.[key]);
  }
  compare('captions.tracklistKeys', r.captions?.tracklistKeys, f.captions?.tracklistKeys);
  const readKeys = ['videoId', 'title', 'author', 'lengthSeconds', 'isLiveContent'];
  compare(
    'videoDetails keys the extension reads',
    readKeys.filter((k) => (r.videoDetails.keys as string[]).includes(k)),
    readKeys.filter((k) => (f.videoDetails.keys as string[]).includes(k)),
  );
  return out;
}

async function main() {
  const args = process.argv.slice(2);
  const panel = args.includes('--panel');
  const cases = args.filter((a) => a.includes('=')).map((a) => a.split('=') as [string, string]);
  if (cases.length === 0) {
    console.log(
      `usage: npm run fixtures:youtube -- <case>=<real video id> … [--panel]\ncases: ${Object.keys(FIXTURE_VIDEOS).join(', ')}`,
    );
    process.exitCode = 1;
    return;
  }
  mkdirSync(join(FIXTURES, 'recorded'), { recursive: true });
  for (const [name, videoId] of cases) {
    if (!(name in FIXTURE_VIDEOS))
      throw new Error(`unknown case ${name}: one of ${Object.keys(FIXTURE_VIDEOS).join(', ')}`);
    const fixtureId = FIXTURE_VIDEOS[name as Case];
    const page = await fetchText(`https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}&hl=en`);
    const response = playerResponseFromHtml(page.body);
    if (!response) {
      console.log(`${name}: no ytInitialPlayerResponse in the page (HTTP ${page.status}); nothing written`);
      continue;
    }
    const record: Json = {
      case: name,
      recordedAt: new Date().toISOString(),
      videoId,
      playerResponse: recordedPlayerResponse(response),
    };
    const first = captionTracks(response)[0];
    if (first) {
      const formats: Json = {};
      for (const format of ['json3', 'srv3', 'xml'] as const) {
        const answer = await fetchText(captionUrl(first.baseUrl, format));
        formats[format] = captionShape(answer.status, answer.contentType, answer.body);
      }
      record.firstTrackFormats = formats;
    }
    if (panel) record.panel = await recordPanel(videoId);
    writeFileSync(join(FIXTURES, 'recorded', `${name}.json`), `${JSON.stringify(record, null, 2)}\n`);

    const fixturePage = readFileSync(join(FIXTURES, 'pages', `${fixtureId}.html`), 'utf8');
    const fixtureResponse = playerResponseFromHtml(fixturePage);
    const diff = fixtureResponse
      ? differences(record.playerResponse as Json, recordedPlayerResponse(fixtureResponse))
      : ['the fixture page has no player response'];
    console.log(`${name} (${videoId} → pages/${fixtureId}.html): ${diff.length === 0 ? 'same shape' : 'differs'}`);
    for (const line of diff) console.log(`  - ${line}`);
  }
}

await main();
