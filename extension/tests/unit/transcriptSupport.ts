/**
 * A recorded YouTube tab for getTranscript's unit tests: the watch page of a fixture video as the
 * document, the fixture server as fetch (each address it is asked is kept), and a page bridge that
 * plays the player of the page (CC on: it has requested its default track with its token; "load a
 * track": it requests that one). The transcript panel opens as YouTube's does: a click on
 * "Show transcript" fills it from the page's template.
 */
import type { PageBridge } from '#extension/transcript/bridge.ts';
import type { CapturedCaption } from '#extension/transcript/bridgeProtocol.ts';
import type { TranscriptEnv } from '#extension/transcript/getTranscript.ts';
import { answerYouTube } from '#extension-tests/fixtures/youtube/server.ts';

export const FIXTURE_POT = 'MnQUnitTestPoToken';

export interface FakeTab {
  env: TranscriptEnv;
  /** Every address fetch was asked, in order. */
  fetched: string[];
  /** Every track the player was asked to load. */
  loaded: string[];
}

type Json = Record<string, unknown>;

function inlinePlayerResponse(document: Document): Json | null {
  for (const script of document.querySelectorAll('script')) {
    const text = script.textContent ?? '';
    const start = text.indexOf('var ytInitialPlayerResponse = ');
    if (start === -1) continue;
    const end = text.indexOf(';var meta');
    return JSON.parse(text.slice(text.indexOf('{', start), end)) as Json;
  }
  return null;
}

function tracksOf(response: Json | null): { baseUrl: string; languageCode: string; kind?: string }[] {
  const captions = response?.captions as { playerCaptionsTracklistRenderer?: { captionTracks?: [] } } | undefined;
  return captions?.playerCaptionsTracklistRenderer?.captionTracks ?? [];
}

export function pageOf(videoId: string): Document {
  const page = answerYouTube(`https://www.youtube.com/watch?v=${videoId}`);
  if (page?.status !== 200) throw new Error(`no fixture page for ${videoId}`);
  const document = new DOMParser().parseFromString(page.body, 'text/html');
  document.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    if (!target?.closest('ytd-video-description-transcript-section-renderer button')) return;
    const template = document.getElementById('skimly-fixture-panel') as HTMLTemplateElement | null;
    const panel = document.querySelector('ytd-engagement-panel-section-list-renderer #content');
    if (template && panel) panel.replaceChildren(template.content.cloneNode(true));
  });
  return document;
}

export interface FakeTabOptions {
  /** The page the tab shows (defaults to the video asked for). */
  pageVideoId?: string;
  /** Rewrites or refuses a fetch before the fixture server answers it. */
  intercept?: (url: string) => Response | 'network-error' | null;
  /** The video the address bar shows at each look (navigation tests). */
  currentVideoId?: () => string | null;
  /** No page hook in the page (its bridge answers nothing). */
  noHook?: boolean;
  /** The page's origin (m.youtube.com for the mobile site). */
  origin?: string;
}

export function fakeTab(videoId: string, options: FakeTabOptions = {}): FakeTab {
  const pageVideoId = options.pageVideoId ?? videoId;
  const document = pageOf(pageVideoId);
  const response = inlinePlayerResponse(document);
  const player = document.getElementById('movie_player');
  const hasPlayer = player?.dataset.fixturePlayer === 'on';
  const fetched: string[] = [];
  const loaded: string[] = [];
  const captured: CapturedCaption[] = [];

  const playerRequest = (track: { baseUrl: string }) => {
    const url = `${track.baseUrl}&fmt=json3&c=WEB&cver=2.20261120.01.00&pot=${FIXTURE_POT}`;
    const answer = answerYouTube(url);
    captured.push({ url, status: answer?.status ?? 404, body: answer?.body ?? '' });
  };
  if (hasPlayer && player?.dataset.fixtureCaptions === 'on') {
    const first = tracksOf(response)[0];
    if (first) playerRequest(first);
  }

  const fetchFake = async (input: RequestInfo | URL): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    fetched.push(url);
    const intercepted = options.intercept?.(url) ?? null;
    if (intercepted === 'network-error') throw new TypeError('Failed to fetch');
    if (intercepted) return intercepted;
    const answer = answerYouTube(url);
    if (!answer) return new Response('', { status: 404 });
    return new Response(answer.body, { status: answer.status, headers: { 'content-type': answer.contentType } });
  };

  const bridge: PageBridge = {
    async playerResponse(id) {
      if (options.noHook || !hasPlayer) return null;
      const details = response?.videoDetails as { videoId?: string } | undefined;
      return details?.videoId === id ? response : null;
    },
    async captured(id) {
      return options.noHook ? [] : captured.filter((c) => new URL(c.url).searchParams.get('v') === id);
    },
    async loadCaptions(id, languageCode, automatic) {
      if (options.noHook || !hasPlayer) return [];
      loaded.push(`${languageCode}${automatic ? ' (automatic)' : ''}`);
      const track = tracksOf(response).find((t) => t.languageCode === languageCode && (t.kind === 'asr') === automatic);
      if (track) playerRequest(track);
      return captured.filter((c) => new URL(c.url).searchParams.get('v') === id);
    },
  };

  return {
    fetched,
    loaded,
    env: {
      fetch: fetchFake as typeof fetch,
      document,
      bridge,
      currentVideoId: options.currentVideoId ?? (() => pageVideoId),
      sleep: () => Promise.resolve(),
      panelTimeoutMs: 2000,
      panelIntervalMs: 100,
      origin: options.origin ?? 'https://www.youtube.com',
    },
  };
}
