/**
 * The content script's side of the page bridge: questions to the page hook (pageHook.ts) in YouTube's
 * main world, answered through window messages. A hook that is not there answers nothing: the first
 * question gives up after its timeout, reads as "nothing known", and the bridge asks nothing more.
 */
import {
  BRIDGE_SOURCE,
  type BridgeRequest,
  type BridgeRequestMessage,
  type CapturedCaption,
  capturedCaptions,
  isBridgeResponse,
} from './bridgeProtocol.ts';

export interface PageBridge {
  /** The player response of `videoId` as the page's player holds it; null when it holds another or none. */
  playerResponse(videoId: string): Promise<Record<string, unknown> | null>;
  /** The caption requests the player made for `videoId`, oldest first. */
  captured(videoId: string): Promise<CapturedCaption[]>;
  /** Has the player load a track (as turning CC on would) and returns the requests seen then. */
  loadCaptions(videoId: string, languageCode: string, automatic: boolean): Promise<CapturedCaption[]>;
}

export interface BridgeTimeouts {
  /** For a quick question (the player response, the requests seen). */
  askMs: number;
  /** For "load this track", which waits on the player. */
  loadMs: number;
}

const DEFAULT_TIMEOUTS: BridgeTimeouts = { askMs: 1500, loadMs: 6000 };

export function windowBridge(win: Window, timeouts: BridgeTimeouts = DEFAULT_TIMEOUTS): PageBridge {
  let counter = 0;
  // A hook that let one question go unanswered is taken as absent: the next ones do not wait for it
  let silent = false;
  const ask = (request: BridgeRequest, timeoutMs: number): Promise<unknown> =>
    new Promise((resolve) => {
      if (silent) {
        resolve(null);
        return;
      }
      counter += 1;
      const id = `${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2)}`;
      const done = (result: unknown) => {
        win.clearTimeout(timer);
        win.removeEventListener('message', listen);
        resolve(result);
      };
      const listen = (event: MessageEvent) => {
        if (isBridgeResponse(event.data) && event.data.id === id) done(event.data.result);
      };
      const timer = win.setTimeout(() => {
        silent = true;
        done(null);
      }, timeoutMs);
      win.addEventListener('message', listen);
      const message: BridgeRequestMessage = { source: BRIDGE_SOURCE, kind: 'request', id, request };
      win.postMessage(message, win.location.origin);
    });

  return {
    async playerResponse(videoId) {
      const result = await ask({ op: 'player-response', videoId }, timeouts.askMs);
      return typeof result === 'object' && result !== null && !Array.isArray(result)
        ? (result as Record<string, unknown>)
        : null;
    },
    async captured(videoId) {
      return capturedCaptions(await ask({ op: 'captured', videoId }, timeouts.askMs));
    },
    async loadCaptions(videoId, languageCode, automatic) {
      return capturedCaptions(await ask({ op: 'load-captions', videoId, languageCode, automatic }, timeouts.loadMs));
    },
  };
}
