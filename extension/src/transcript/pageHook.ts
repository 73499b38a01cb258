/**
 * Runs in YouTube's main world from document_start (pageHook.iife.ts). It watches the caption requests
 * the player makes itself (fetch and XMLHttpRequest to /api/timedtext): those carry the proof-of-origin
 * token that bare caption addresses lack, so their address and answer are the most reliable transcript
 * there is. It answers the content script's questions through window messages (bridgeProtocol.ts):
 * the player response of the video playing, the caption answers seen for a video, and "load this track"
 * (the player fetches it as CC would; CC is put back as it was).
 */
import {
  BRIDGE_SOURCE,
  type BridgeRequest,
  type BridgeResponseMessage,
  type CapturedCaption,
  isBridgeRequest,
  isTimedtextUrl,
} from './bridgeProtocol.ts';

/** The parts of YouTube's player element this hook calls (all optional: the player changes). */
interface YouTubePlayer extends HTMLElement {
  getPlayerResponse?: () => unknown;
  getVideoData?: () => { video_id?: string };
  loadModule?: (name: string) => void;
  unloadModule?: (name: string) => void;
  getOption?: (module: string, option: string) => unknown;
  setOption?: (module: string, option: string, value: unknown) => void;
}

export interface PageHookOptions {
  /** How long "load-captions" waits for the player's request. */
  loadWaitMs?: number;
  /** How often it looks. */
  pollMs?: number;
}

const KEEP_PER_VIDEO = 8;
const KEEP_VIDEOS = 4;
const INSTALLED = Symbol.for('skimly.transcript.pageHook');

function videoIdOf(url: string, base: string): string {
  try {
    return new URL(url, base).searchParams.get('v') ?? '';
  } catch {
    return '';
  }
}

/** Installs the hook on `win` once (a second call does nothing). */
export function installPageHook(win: Window & typeof globalThis, options: PageHookOptions = {}): void {
  const marked = win as unknown as Record<symbol, boolean>;
  if (marked[INSTALLED]) return;
  marked[INSTALLED] = true;
  const loadWaitMs = options.loadWaitMs ?? 4000;
  const pollMs = options.pollMs ?? 100;
  const seen = new Map<string, CapturedCaption[]>();

  const record = (rawUrl: string, status: number, body: string) => {
    let url: string;
    try {
      url = new URL(rawUrl, win.location.href).toString();
    } catch {
      return;
    }
    const videoId = videoIdOf(url, win.location.href);
    if (!videoId) return;
    const list = seen.get(videoId) ?? [];
    list.push({ url, status, body });
    seen.delete(videoId);
    seen.set(videoId, list.slice(-KEEP_PER_VIDEO));
    while (seen.size > KEEP_VIDEOS) {
      const oldest = seen.keys().next().value;
      if (oldest === undefined) break;
      seen.delete(oldest);
    }
  };

  const originalFetch = win.fetch;
  if (typeof originalFetch === 'function') {
    win.fetch = function hookedFetch(this: unknown, input: RequestInfo | URL, init?: RequestInit) {
      const pending = originalFetch.call(this, input, init);
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (isTimedtextUrl(url)) {
        pending
          .then((response) =>
            response
              .clone()
              .text()
              .then((body) => record(response.url || url, response.status, body)),
          )
          .catch(() => undefined);
      }
      return pending;
    } as typeof fetch;
  }

  const xhr = win.XMLHttpRequest?.prototype;
  if (xhr) {
    const urls = new WeakMap<XMLHttpRequest, string>();
    const originalOpen = xhr.open;
    const originalSend = xhr.send;
    xhr.open = function hookedOpen(this: XMLHttpRequest, ...args: unknown[]) {
      const url = args[1];
      urls.set(this, url instanceof URL ? url.href : String(url));
      return (originalOpen as (...a: unknown[]) => void).apply(this, args);
    } as typeof xhr.open;
    xhr.send = function hookedSend(this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
      const url = urls.get(this);
      if (url && isTimedtextUrl(url)) {
        this.addEventListener('loadend', () => {
          const text = this.responseType === '' || this.responseType === 'text' ? this.responseText : '';
          record(this.responseURL || url, this.status, text);
        });
      }
      return originalSend.call(this, body);
    };
  }

  /** The watch page's player and the Shorts player (a Shorts page keeps a hidden watch player too). */
  const players = (): YouTubePlayer[] =>
    ['movie_player', 'shorts-player'].flatMap((id) => {
      const element = win.document.getElementById(id) as YouTubePlayer | null;
      return element ? [element] : [];
    });

  const videoIdOfResponse = (response: unknown): unknown =>
    (response as { videoDetails?: { videoId?: unknown } } | null | undefined)?.videoDetails?.videoId;

  /** The player playing `videoId` (by its response), else the first there is. */
  const playerOf = (videoId: string): YouTubePlayer | null =>
    players().find((p) => videoIdOfResponse(p.getPlayerResponse?.()) === videoId) ?? players()[0] ?? null;

  const playerResponse = (videoId: string): unknown =>
    [
      ...players().map((p) => p.getPlayerResponse?.()),
      (win as unknown as { ytInitialPlayerResponse?: unknown }).ytInitialPlayerResponse,
    ].find((response) => videoIdOfResponse(response) === videoId) ?? null;

  const wait = (ms: number) => new Promise<void>((resolve) => win.setTimeout(resolve, ms));

  const loadCaptions = async (request: Extract<BridgeRequest, { op: 'load-captions' }>) => {
    const before = seen.get(request.videoId)?.length ?? 0;
    const p = playerOf(request.videoId);
    if (!p?.setOption) return seen.get(request.videoId) ?? [];
    const previous = p.getOption?.('captions', 'track');
    const wasOn = typeof previous === 'object' && previous !== null && 'languageCode' in previous;
    try {
      p.loadModule?.('captions');
      p.setOption('captions', 'track', {
        languageCode: request.languageCode,
        ...(request.automatic ? { kind: 'asr' } : {}),
      });
      for (let waited = 0; waited < loadWaitMs; waited += pollMs) {
        if ((seen.get(request.videoId)?.length ?? 0) > before) break;
        await wait(pollMs);
      }
    } finally {
      // Back as the person had it: their track, or captions off
      if (wasOn) p.setOption('captions', 'track', previous);
      else p.unloadModule?.('captions');
    }
    return seen.get(request.videoId) ?? [];
  };

  const answer = async (request: BridgeRequest): Promise<unknown> => {
    switch (request.op) {
      case 'player-response':
        return playerResponse(request.videoId);
      case 'captured':
        return seen.get(request.videoId) ?? [];
      case 'load-captions':
        return loadCaptions(request);
    }
  };

  win.addEventListener('message', (event: MessageEvent) => {
    if (event.source && event.source !== win) return;
    if (!isBridgeRequest(event.data)) return;
    const { id, request } = event.data;
    answer(request)
      .catch(() => null)
      .then((result) => {
        const message: BridgeResponseMessage = { source: BRIDGE_SOURCE, kind: 'response', id, result };
        win.postMessage(message, win.location.origin);
      });
  });
}
