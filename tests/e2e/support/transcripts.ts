/**
 * The transcript fixtures (tests/fixtures/transcripts, issue 23.9) as a person pastes them into New
 * summary: one "h:mm:ss text" line per segment, the way YouTube's "Show transcript" copies.
 */
import { readFileSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import type { components } from '#contract/schema.d.ts';
import { clockOf } from '#domain/transcript/source.ts';

type VideoTranscript = components['schemas']['VideoTranscript'];

const ROOT = new URL('../../../', import.meta.url).pathname;

export function transcriptFixture(name: 'lecture' | 'podcast' | 'interview' | 'news' | 'stream'): VideoTranscript {
  return JSON.parse(readFileSync(`${ROOT}tests/fixtures/transcripts/${name}.json`, 'utf8')) as VideoTranscript;
}

/** The fixture's segments as pasted text. */
export const pastedText = (source: VideoTranscript): string =>
  source.segments.map((segment) => `${clockOf(segment.start)} ${segment.text}`).join('\n');

/** A YouTube id for the pasted transcript's links (the fixtures' own ids are not real videos' ids). */
export const PASTED_VIDEO_ID = 'aircAruvnKk';

/**
 * Puts a long text into a text box as a paste does: the whole value at once and one input event.
 * Playwright's fill() types it through the browser's text input, which takes minutes for the
 * three-hour transcript (177,000 characters); a person's paste does not.
 */
export async function pasteInto(box: Locator, text: string): Promise<void> {
  await box.evaluate((element, value) => {
    // React tracks the value it set: the element's own setter goes around that tracker, as the browser's paste does.
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')?.set?.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  }, text);
}
