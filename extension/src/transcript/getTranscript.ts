/**
 * getTranscript: the transcript of the video a YouTube tab shows, by three methods in order (decision
 * 235), each recorded in the result's diagnosis:
 *
 * 1. player-request: the caption request the player made itself (seen by the page hook), which carries
 *    its proof-of-origin token: its answer when it is the chosen track, else its address pointed at the
 *    chosen track; when the player made none, it is asked to load the track (as CC would) once.
 * 2. caption-track: the chosen track's address from the player response, as json3, srv3, then XML; an
 *    empty 200 means the address needs a token the page alone has, and the other formats are skipped.
 * 3. transcript-panel: YouTube's "Show transcript" panel, read in either of its markups.
 *
 * Before any method, the player response says whether the video can have a transcript at all (age gate,
 * sign-in, live, upcoming, unavailable, no tracks). Everything the browser gives (fetch, the document,
 * the bridge to the page hook, time) comes in through `TranscriptEnv`, so tests run it on fixtures.
 */
import type { TranscriptSegment } from '#domain/transcript/segment.ts';
import { parseJson3, parseSrv3, parseTimedText } from '#domain/transcript/youtube.ts';
import type { PageBridge } from './bridge.ts';
import type { CapturedCaption } from './bridgeProtocol.ts';
import { openPanelAndWait, readPanel } from './panel.ts';
import {
  captionTracks,
  defaultCaptionTrackIndex,
  playabilityFailure,
  playerResponseFromHtml,
  playerResponseVideoId,
  translationLanguages,
  videoFacts,
} from './playerResponse.ts';
import {
  CAPTION_FORMATS,
  type CaptionFormat,
  captionUrl,
  chooseTrack,
  describeCaptionUrl,
  retargetPlayerRequest,
  tracksForPicker,
} from './tracks.ts';
import type {
  AttemptOutcome,
  CaptionTrack,
  MethodAttempt,
  PlayerResponseSource,
  TrackPreference,
  TranscriptFailure,
  TranscriptMethod,
  TranscriptResult,
} from './types.ts';

export interface TranscriptEnv {
  /** A fetch that sends youtube.com's cookies (the content script's own, on youtube.com). */
  fetch: typeof fetch;
  /** The page's document: its inline player response, and the transcript panel. */
  document: Document;
  bridge: PageBridge;
  /** The video the page shows now (to notice a navigation while reading); null when unknown. */
  currentVideoId: () => string | null;
  sleep: (ms: number) => Promise<void>;
  /** How long the panel gets for its first rows, and how often it is looked at. */
  panelTimeoutMs: number;
  panelIntervalMs: number;
  /**
   * The page's origin (www.youtube.com or m.youtube.com). A content script's fetch is the page's, so
   * YouTube's addresses are asked at this origin: another one would be a cross-origin request.
   */
  origin: string;
}

export interface TranscriptRequest {
  videoId: string;
  /** What the person picked in the track picker, if anything. */
  preferredTrack?: TrackPreference | undefined;
  /** The person's languages, most wanted first (their setting, else navigator.languages). */
  languages?: readonly string[] | undefined;
}

const PARSERS: Record<CaptionFormat, (text: string) => TranscriptSegment[]> = {
  json3: parseJson3,
  srv3: parseSrv3,
  xml: parseTimedText,
};

/** The format of a caption answer from its first characters (a captured answer says it; a URL may lie). */
function formatOfBody(body: string): CaptionFormat {
  const start = body.trimStart();
  if (start.startsWith('{')) return 'json3';
  return start.includes('<timedtext') && start.includes('format="3"') ? 'srv3' : 'xml';
}

const parseBody = (body: string): TranscriptSegment[] => PARSERS[formatOfBody(body)](body);

const trackLabel = (track: CaptionTrack) => `${track.languageCode} (${track.kind})`;

/** Same track: language, kind and translation of a timedtext address. */
function asksFor(url: string, track: CaptionTrack, translateTo: string | null): boolean {
  const asked = describeCaptionUrl(url);
  return asked.languageCode === track.languageCode && asked.kind === track.kind && asked.translateTo === translateTo;
}

type Fetched =
  | { outcome: Exclude<AttemptOutcome, 'ok'>; status?: number }
  | { outcome: 'ok'; segments: TranscriptSegment[]; status: number };

const YOUTUBE_HOST = /^(www|m)\.youtube\.com$/;

/** A youtube.com address at the page's own origin (www and m answer the same paths). */
function atPageOrigin(env: TranscriptEnv, address: string): string {
  const url = new URL(address, env.origin);
  const page = new URL(env.origin);
  if (YOUTUBE_HOST.test(url.hostname) && YOUTUBE_HOST.test(page.hostname)) url.host = page.host;
  return url.toString();
}

async function fetchCaptions(env: TranscriptEnv, url: string): Promise<Fetched> {
  let response: Response;
  try {
    response = await env.fetch(atPageOrigin(env, url), { credentials: 'include' });
  } catch {
    return { outcome: 'network' };
  }
  if (!response.ok) return { outcome: 'http-error', status: response.status };
  const body = await response.text().catch(() => '');
  if (body.trim() === '') return { outcome: 'pot-required', status: response.status };
  const segments = parseBody(body);
  return segments.length > 0
    ? { outcome: 'ok', segments, status: response.status }
    : { outcome: 'unparseable', status: response.status };
}

/** The player response of `videoId`: the player's, else the page's inline one, else the watch page's. */
async function findPlayerResponse(
  env: TranscriptEnv,
  videoId: string,
): Promise<{ response: Record<string, unknown>; from: PlayerResponseSource } | { response: null; offline: boolean }> {
  const fromPlayer = await env.bridge.playerResponse(videoId);
  if (fromPlayer && playerResponseVideoId(fromPlayer) === videoId) return { response: fromPlayer, from: 'player' };
  for (const script of env.document.querySelectorAll('script:not([src])')) {
    const text = script.textContent ?? '';
    if (!text.includes('ytInitialPlayerResponse')) continue;
    const inline = playerResponseFromHtml(text);
    if (inline && playerResponseVideoId(inline) === videoId) return { response: inline, from: 'page-script' };
  }
  try {
    const page = await env.fetch(atPageOrigin(env, `/watch?v=${encodeURIComponent(videoId)}`), {
      credentials: 'include',
    });
    const fetched = page.ok ? playerResponseFromHtml(await page.text()) : null;
    if (fetched && playerResponseVideoId(fetched) === videoId) return { response: fetched, from: 'watch-page' };
    return { response: null, offline: false };
  } catch {
    return { response: null, offline: true };
  }
}

/** getTranscript with its browser given: see browserEnv.ts for the real one. */
export async function getTranscriptWith(env: TranscriptEnv, request: TranscriptRequest): Promise<TranscriptResult> {
  const { videoId } = request;
  const diagnosis: MethodAttempt[] = [];
  const note = (
    method: TranscriptMethod,
    detail: string,
    outcome: AttemptOutcome,
    extra: Partial<MethodAttempt> = {},
  ) => diagnosis.push({ method, detail, outcome, ...extra });

  const base = {
    videoId,
    tracks: [] as CaptionTrack[],
    translationLanguages: [] as { languageCode: string; name: string }[],
    video: null as ReturnType<typeof videoFacts>,
    playerResponseFrom: null as PlayerResponseSource | null,
    diagnosis,
  };
  const fail = (reason: TranscriptFailure, youtubeReason: string | null = null): TranscriptResult => ({
    ...base,
    ok: false,
    reason,
    youtubeReason,
  });
  const moved = () => {
    const now = env.currentVideoId();
    return now !== null && now !== videoId;
  };

  if (!/^[A-Za-z0-9_-]{11}$/.test(videoId)) return fail('not_a_video');

  const found = await findPlayerResponse(env, videoId);
  const response = found.response;
  if (found.response) {
    base.playerResponseFrom = found.from;
    base.video = videoFacts(found.response);
    base.tracks = tracksForPicker(captionTracks(found.response));
    base.translationLanguages = translationLanguages(found.response);
    const blocked = playabilityFailure(found.response);
    if (blocked) return fail(blocked.reason, blocked.youtubeReason);
  }
  if (moved()) return fail('navigated');

  const track = response
    ? chooseTrack({
        tracks: captionTracks(response),
        preference: request.preferredTrack,
        languages: request.languages,
        defaultIndex: defaultCaptionTrackIndex(response),
      })
    : null;
  const wanted = request.preferredTrack?.translateTo;
  const translateTo = track?.isTranslatable && wanted && wanted !== track.languageCode ? wanted : null;
  const success = (
    method: TranscriptMethod,
    segments: TranscriptSegment[],
    fromTrack: CaptionTrack | null,
    translated: string | null,
  ): TranscriptResult => ({
    ...base,
    ok: true,
    method,
    segments,
    track: fromTrack,
    languageCode: translated ?? fromTrack?.languageCode ?? track?.languageCode ?? null,
    translatedTo: translated,
  });

  // 1. The player's own request
  if (!track) {
    note('player-request', response ? 'the player response lists no caption track' : 'no player response', 'skipped');
  } else {
    const label = trackLabel(track);
    const fromCaptured = async (captured: CapturedCaption[], how: string): Promise<TranscriptResult | 'none'> => {
      const answered = captured.filter((c) => c.status === 200 && c.body.trim() !== '');
      const same = [...answered].reverse().find((c) => asksFor(c.url, track, translateTo));
      if (same) {
        const segments = parseBody(same.body);
        note('player-request', `${how}: the player's answer for ${label}`, segments.length ? 'ok' : 'unparseable', {
          segments: segments.length,
        });
        if (segments.length) return success('player-request', segments, track, translateTo);
      }
      const signed = [...captured].reverse().find((c) => describeCaptionUrl(c.url).hasPot);
      if (!signed) return 'none';
      const result = await fetchCaptions(env, retargetPlayerRequest(signed.url, track, translateTo));
      note('player-request', `${how}: the player's address pointed at ${label}, json3`, result.outcome, {
        ...(result.status === undefined ? {} : { status: result.status }),
        ...(result.outcome === 'ok' ? { segments: result.segments.length } : {}),
      });
      return result.outcome === 'ok' ? success('player-request', result.segments, track, translateTo) : 'none';
    };
    let captured = await env.bridge.captured(videoId);
    let outcome = captured.length ? await fromCaptured(captured, 'seen') : 'none';
    const hadToken = captured.some((c) => describeCaptionUrl(c.url).hasPot);
    if (outcome === 'none' && !hadToken && !moved()) {
      captured = await env.bridge.loadCaptions(videoId, track.languageCode, track.kind === 'automatic');
      outcome = captured.length ? await fromCaptured(captured, 'loaded') : 'none';
      if (outcome === 'none' && captured.length === 0)
        note('player-request', `the player made no caption request for ${label}`, 'not-found');
    }
    if (outcome !== 'none') return outcome;
  }
  if (moved()) return fail('navigated');

  // 2. The caption track's own address
  if (track) {
    for (const format of CAPTION_FORMATS) {
      const result = await fetchCaptions(env, captionUrl(track.baseUrl, format, translateTo));
      note('caption-track', `${format} of ${trackLabel(track)}`, result.outcome, {
        ...(result.status === undefined ? {} : { status: result.status }),
        ...(result.outcome === 'ok' ? { segments: result.segments.length } : {}),
      });
      if (result.outcome === 'ok') return success('caption-track', result.segments, track, translateTo);
      if (result.outcome === 'pot-required') {
        // The same address in another format answers just as empty: the token is what is missing
        note('caption-track', 'the other formats of the same address', 'skipped');
        break;
      }
    }
  } else {
    note('caption-track', 'no caption track to fetch', 'skipped');
  }
  if (moved()) return fail('navigated');

  // 3. The transcript panel
  const opened = await openPanelAndWait(env.document, {
    sleep: env.sleep,
    timeoutMs: env.panelTimeoutMs,
    intervalMs: env.panelIntervalMs,
    cancelled: moved,
  });
  if (moved()) return fail('navigated');
  const panel = opened === 'ready' ? readPanel(env.document, base.video?.lengthSeconds ?? 0) : null;
  if (panel) {
    note('transcript-panel', `${panel.markup} markup`, 'ok', { segments: panel.segments.length });
    return success('transcript-panel', panel.segments, null, null);
  }
  note(
    'transcript-panel',
    opened === 'no-button' ? 'no "Show transcript" button' : 'no rows in the panel',
    opened === 'no-button' ? 'not-found' : 'timeout',
  );

  if (!response) return fail('offline' in found && found.offline ? 'offline' : 'unavailable');
  if (base.tracks.length === 0) return fail('no_captions');
  const reached = diagnosis.filter(
    (a) => a.outcome !== 'skipped' && a.outcome !== 'not-found' && a.outcome !== 'timeout',
  );
  if (reached.length > 0 && reached.every((a) => a.outcome === 'network')) return fail('offline');
  return fail('captions_off');
}
