/**
 * YouTube's own caption formats, as its timedtext endpoint answers them: `json3` (events of segments with
 * millisecond offsets), `srv3` XML (`<p t d>` paragraphs of `<s t>` words, milliseconds) and the classic
 * timedtext XML (`<text start dur>`, seconds, its text HTML-escaped inside the XML). Read with a one-pass
 * scanner: no DOMParser, so the extension's service worker can use it too.
 */
import {
  type Cue,
  type TranscriptSegment,
  collapseSpace,
  cuesToSegments,
  decodeEntities,
  isTime,
  stripTags,
} from './segment.ts';

const lines = (text: string) => text.split('\n').map(collapseSpace);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A `json3` document: `{ events: [{ tStartMs, dDurationMs, segs: [{ utf8, tOffsetMs }] }] }`. A segment
 * starts at its first spoken word (`tStartMs + tOffsetMs`); events without words (window definitions, the
 * "\n" that rolls a line up) are skipped, and one ends where the next begins.
 */
export function parseJson3(text: string): TranscriptSegment[] {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    return [];
  }
  const events = isRecord(document) ? document.events : undefined;
  if (!Array.isArray(events)) return [];
  const cues: Cue[] = [];
  for (const event of events) {
    if (!isRecord(event) || !isTime(event.tStartMs) || !Array.isArray(event.segs)) continue;
    let raw = '';
    let offset: number | null = null;
    for (const seg of event.segs) {
      if (!isRecord(seg) || typeof seg.utf8 !== 'string') continue;
      raw += seg.utf8;
      if (offset === null && seg.utf8.trim() !== '') offset = isTime(seg.tOffsetMs) ? seg.tOffsetMs : 0;
    }
    if (offset === null) continue;
    const duration = isTime(event.dDurationMs) ? event.dDurationMs : 0;
    const start = event.tStartMs + offset;
    cues.push({ start: start / 1000, end: Math.max(start, event.tStartMs + duration) / 1000, lines: lines(raw) });
  }
  return cuesToSegments(cues, { clampOverlap: true });
}

/** The attributes of a tag's text (`p t="120" d='40' a=1`), by name. A missing closing quote ends the tag. */
function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  let at = tag.search(/[\s/]|$/);
  while (at < tag.length) {
    while (at < tag.length && /[\s/]/.test(tag[at] as string)) at += 1;
    const nameStart = at;
    while (at < tag.length && !/[\s=/]/.test(tag[at] as string)) at += 1;
    const name = tag.slice(nameStart, at);
    while (at < tag.length && /\s/.test(tag[at] as string)) at += 1;
    if (tag[at] !== '=') {
      if (name) found.set(name, '');
      if (at === nameStart) at += 1;
      continue;
    }
    at += 1;
    while (at < tag.length && /\s/.test(tag[at] as string)) at += 1;
    const quote = tag[at];
    let value: string;
    if (quote === '"' || quote === "'") {
      const close = tag.indexOf(quote, at + 1);
      value = tag.slice(at + 1, close < 0 ? tag.length : close);
      at = close < 0 ? tag.length : close + 1;
    } else {
      const valueStart = at;
      while (at < tag.length && !/\s/.test(tag[at] as string)) at += 1;
      value = tag.slice(valueStart, at);
    }
    if (name) found.set(name, decodeEntities(value));
  }
  return found;
}

type Element = { attributes: Map<string, string>; text: string; firstWordOffset: string | null };

/**
 * Every `<name …>…</name>` element of an XML document, with its text (the tags inside removed, `<br/>` as
 * a new line, entities still encoded) and the `t` attribute of the `<s>` holding its first word. An
 * element left open ends at the next one or at the end; an unclosed `<` ends the scan. Each character is
 * read at most twice, whatever the nesting.
 */
function elements(xml: string, name: string): Element[] {
  const found: Element[] = [];
  let current: { attributes: Map<string, string>; text: string; firstWordOffset: string | null } | null = null;
  let wordOffset: string | null = null;
  let at = 0;
  const close = () => {
    if (current) found.push(current);
    current = null;
  };
  while (at < xml.length) {
    const open = xml.indexOf('<', at);
    const textEnd = open < 0 ? xml.length : open;
    if (current && textEnd > at) {
      const piece = xml.slice(at, textEnd);
      current.text += piece;
      if (current.firstWordOffset === null && piece.trim() !== '') current.firstWordOffset = wordOffset ?? '0';
    }
    if (open < 0) break;
    const end = xml.indexOf('>', open + 1);
    if (end < 0) break;
    const tag = xml.slice(open + 1, end);
    at = end + 1;
    const closing = tag.startsWith('/');
    const tagName = (closing ? tag.slice(1) : tag).split(/[\s/]/, 1)[0] ?? '';
    if (tagName === name) {
      close();
      wordOffset = null;
      if (!closing) {
        current = { attributes: attributes(tag), text: '', firstWordOffset: null };
        if (tag.endsWith('/')) close();
      }
    } else if (current && tagName === 's') {
      wordOffset = closing ? null : (attributes(tag).get('t') ?? '0');
    } else if (current && tagName === 'br') {
      current.text += '\n';
    }
  }
  close();
  return found;
}

const number = (text: string | undefined) => (text === undefined || text.trim() === '' ? Number.NaN : Number(text));

/** A `srv3` document: `<timedtext format="3"><body><p t="1200" d="2160"><s>so</s><s t="240"> today</s></p>`. */
export function parseSrv3(xml: string): TranscriptSegment[] {
  const cues: Cue[] = [];
  for (const element of elements(xml, 'p')) {
    const start = number(element.attributes.get('t'));
    if (!isTime(start) || element.firstWordOffset === null) continue;
    const offset = number(element.firstWordOffset);
    const duration = number(element.attributes.get('d'));
    const first = start + (isTime(offset) ? offset : 0);
    const end = start + (isTime(duration) ? duration : 0);
    cues.push({ start: first / 1000, end: Math.max(first, end) / 1000, lines: lines(decodeEntities(element.text)) });
  }
  return cuesToSegments(cues, { clampOverlap: true });
}

/**
 * The classic timedtext document: `<transcript><text start="0.32" dur="3.12">it&amp;#39;s</text>`. Its
 * text is HTML inside XML, so entities are decoded twice and any markup it carried is removed.
 */
export function parseTimedText(xml: string): TranscriptSegment[] {
  const cues: Cue[] = [];
  for (const element of elements(xml, 'text')) {
    const start = number(element.attributes.get('start'));
    if (!isTime(start)) continue;
    const duration = number(element.attributes.get('dur'));
    const text = stripTags(decodeEntities(decodeEntities(element.text)));
    cues.push({ start, end: start + (isTime(duration) ? duration : 0), lines: lines(text) });
  }
  return cuesToSegments(cues);
}
