/**
 * The messages between the content script (isolated world) and the page hook (YouTube's main world),
 * sent with window.postMessage on the page's own window. The page can read them too: they carry only
 * what the page itself holds (its player response, its own caption answers).
 */

export const BRIDGE_SOURCE = 'skimly-transcript';

/** A caption request the player made, with its answer. */
export interface CapturedCaption {
  /** The absolute address, with the player's proof-of-origin token (`pot`) when it sent one. */
  url: string;
  status: number;
  body: string;
}

export type BridgeRequest =
  | { op: 'player-response'; videoId: string }
  | { op: 'captured'; videoId: string }
  /** Have the player load a track (as CC would), wait for its request, put CC back as it was. */
  | { op: 'load-captions'; videoId: string; languageCode: string; automatic: boolean };

export interface BridgeRequestMessage {
  source: typeof BRIDGE_SOURCE;
  kind: 'request';
  id: string;
  request: BridgeRequest;
}

export interface BridgeResponseMessage {
  source: typeof BRIDGE_SOURCE;
  kind: 'response';
  id: string;
  result: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export function isBridgeRequest(data: unknown): data is BridgeRequestMessage {
  return (
    isRecord(data) &&
    data.source === BRIDGE_SOURCE &&
    data.kind === 'request' &&
    typeof data.id === 'string' &&
    isRecord(data.request)
  );
}

export function isBridgeResponse(data: unknown): data is BridgeResponseMessage {
  return isRecord(data) && data.source === BRIDGE_SOURCE && data.kind === 'response' && typeof data.id === 'string';
}

/** The page's caption answers as the content script receives them (anything else is dropped). */
export function capturedCaptions(result: unknown): CapturedCaption[] {
  if (!Array.isArray(result)) return [];
  return result.filter(
    (c): c is CapturedCaption =>
      isRecord(c) && typeof c.url === 'string' && typeof c.status === 'number' && typeof c.body === 'string',
  );
}

/** A YouTube timedtext address (the caption files), whatever its host. */
export function isTimedtextUrl(url: string): boolean {
  return url.includes('/api/timedtext');
}
