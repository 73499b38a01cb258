/**
 * The transcript module's entry for the content script: getTranscript() with the page it runs in
 * (its fetch, document, address and the bridge to the page hook). See README.md beside this file.
 */
import { videoOfAddress } from '#extension/shared/page.ts';
import { windowBridge } from './bridge.ts';
import { getTranscriptWith, type TranscriptEnv, type TranscriptRequest } from './getTranscript.ts';
import type { TranscriptResult } from './types.ts';

function browserEnv(): TranscriptEnv {
  return {
    fetch: (input, init) => globalThis.fetch(input, init),
    document,
    bridge: windowBridge(window),
    currentVideoId: () => videoOfAddress(location.href)?.videoId ?? null,
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    panelTimeoutMs: 8000,
    panelIntervalMs: 250,
    origin: /^(www|m)\.youtube\.com$/.test(location.hostname) ? location.origin : 'https://www.youtube.com',
  };
}

/** The transcript of `videoId`, shown in this tab: see README.md for the result and its reasons. */
export function getTranscript(request: TranscriptRequest): Promise<TranscriptResult> {
  return getTranscriptWith(browserEnv(), request);
}
