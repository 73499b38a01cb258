/**
 * Reading YouTube's player response: where it sits in a watch page's HTML, which caption tracks it
 * lists, whether the video can be played at all, and the video's facts. Pure functions on plain data;
 * every field is checked, since the object is YouTube's and changes without notice.
 */
import { chaptersFromDescription } from './chapters.ts';
import type { CaptionKind, CaptionTrack, TranscriptFailure, VideoFacts } from './types.ts';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** YouTube's two shapes of a display text: {simpleText} and {runs: [{text}]}. */
function displayText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (!isObject(value)) return '';
  if (typeof value.simpleText === 'string') return value.simpleText;
  if (Array.isArray(value.runs)) return value.runs.map((run) => (isObject(run) ? str(run.text) : '')).join('');
  return '';
}

const MARKERS = ['ytInitialPlayerResponse = ', 'ytInitialPlayerResponse=', '"playerResponse":'];

/**
 * The JSON object that starts at `from` (its opening brace), as text: braces are counted outside
 * strings, so the scan is one pass over the object. Null when the text ends first.
 */
function balancedObject(text: string, from: number): string | null {
  let depth = 0;
  let inString = false;
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */) depth++;
    else if (c === 125 /* } */) {
      depth--;
      if (depth === 0) return text.slice(from, i + 1);
    }
  }
  return null;
}

/**
 * The player response written into a watch page (`var ytInitialPlayerResponse = {...};`), from the
 * page's HTML or one of its inline scripts. Null when there is none or it does not parse.
 */
export function playerResponseFromHtml(html: string): Json | null {
  for (const marker of MARKERS) {
    let at = html.indexOf(marker);
    while (at !== -1) {
      const open = html.indexOf('{', at + marker.length);
      if (open !== -1 && html.slice(at + marker.length, open).trim() === '') {
        const body = balancedObject(html, open);
        if (body) {
          try {
            const parsed: unknown = JSON.parse(body);
            if (isObject(parsed)) return parsed;
          } catch {
            // not JSON after all (a script that mentions the name): look further
          }
        }
      }
      at = html.indexOf(marker, at + marker.length);
    }
  }
  return null;
}

/** The video id a player response is about ('' when it names none). */
export function playerResponseVideoId(response: Json): string {
  return isObject(response.videoDetails) ? str(response.videoDetails.videoId) : '';
}

/** The query parameter `name` of a URL that may be relative ('' when absent). */
function queryParam(url: string, name: string): string {
  try {
    return new URL(url, 'https://www.youtube.com').searchParams.get(name) ?? '';
  } catch {
    return '';
  }
}

/** A caption address that YouTube will answer with an empty 200 unless a `pot` parameter is added. */
export function urlNeedsPot(url: string): boolean {
  if (queryParam(url, 'pot') !== '') return false;
  const exp = queryParam(url, 'exp');
  return exp.split(',').some((e) => e === 'xpe' || e === 'xpv');
}

function trackFrom(raw: unknown): CaptionTrack | null {
  if (!isObject(raw)) return null;
  const baseUrl = str(raw.baseUrl);
  const languageCode = str(raw.languageCode);
  if (!baseUrl || !languageCode) return null;
  const kind: CaptionKind = raw.kind === 'asr' ? 'automatic' : 'manual';
  const vssId = str(raw.vssId);
  return {
    id: vssId || `${kind === 'automatic' ? 'a' : ''}.${languageCode}`,
    languageCode,
    name: displayText(raw.name) || languageCode,
    kind,
    baseUrl,
    isTranslatable: raw.isTranslatable === true,
    needsPot: urlNeedsPot(baseUrl),
  };
}

function tracklist(response: Json): Json | null {
  const captions = response.captions;
  if (!isObject(captions)) return null;
  const renderer = captions.playerCaptionsTracklistRenderer;
  return isObject(renderer) ? renderer : null;
}

/** The caption tracks a player response lists, in YouTube's order (manual and automatic alike). */
export function captionTracks(response: Json): CaptionTrack[] {
  const list = tracklist(response)?.captionTracks;
  if (!Array.isArray(list)) return [];
  const tracks: CaptionTrack[] = [];
  for (const raw of list) {
    const track = trackFrom(raw);
    if (track) tracks.push(track);
  }
  return tracks;
}

/** The languages YouTube offers to translate into. */
export function translationLanguages(response: Json): { languageCode: string; name: string }[] {
  const list = tracklist(response)?.translationLanguages;
  if (!Array.isArray(list)) return [];
  return list.flatMap((raw) =>
    isObject(raw) && str(raw.languageCode)
      ? [{ languageCode: str(raw.languageCode), name: displayText(raw.languageName) || str(raw.languageCode) }]
      : [],
  );
}

/**
 * The index in captionTracks() of the track YouTube itself would show for the default audio track
 * (the creator's default), or null when it names none.
 */
export function defaultCaptionTrackIndex(response: Json): number | null {
  const renderer = tracklist(response);
  if (!renderer || !Array.isArray(renderer.audioTracks)) return null;
  const audioIndex = typeof renderer.defaultAudioTrackIndex === 'number' ? renderer.defaultAudioTrackIndex : 0;
  const audio = renderer.audioTracks[audioIndex];
  if (!isObject(audio) || typeof audio.defaultCaptionTrackIndex !== 'number') return null;
  return audio.defaultCaptionTrackIndex;
}

export function videoFacts(response: Json): VideoFacts | null {
  const details = response.videoDetails;
  if (!isObject(details)) return null;
  const length = Number(str(details.lengthSeconds));
  const lengthSeconds = Number.isFinite(length) && length > 0 ? length : 0;
  return {
    videoId: str(details.videoId),
    title: str(details.title),
    channel: str(details.author),
    lengthSeconds,
    // In progress: YouTube says isLive, or only isLiveContent with no length yet (an ended stream has one)
    isLive: details.isLive === true || (details.isLiveContent === true && lengthSeconds === 0),
    isUpcoming: details.isUpcoming === true,
    chapters: chaptersFromDescription(str(details.shortDescription), lengthSeconds),
  };
}

/**
 * Whether the player response forbids a transcript before any method is tried: age gates, sign-in
 * walls, unplayable videos, a live stream in progress (a live stream's captions are a moving window;
 * its transcript exists once it has ended and has a duration). Null when the video can be read.
 */
export function playabilityFailure(response: Json): { reason: TranscriptFailure; youtubeReason: string | null } | null {
  const status = isObject(response.playabilityStatus) ? response.playabilityStatus : {};
  const code = str(status.status);
  const youtubeReason = str(status.reason) || displayText(status.messages) || null;
  const facts = videoFacts(response);
  if (code === 'LOGIN_REQUIRED' || code.startsWith('AGE_')) {
    const ageGate =
      code.startsWith('AGE_') || 'desktopLegacyAgeGateReason' in status || /\bage\b/i.test(youtubeReason ?? '');
    return { reason: ageGate ? 'age_restricted' : 'login_required', youtubeReason };
  }
  if (code === 'LIVE_STREAM_OFFLINE' || facts?.isUpcoming) return { reason: 'upcoming', youtubeReason };
  if (code === 'UNPLAYABLE' || code === 'ERROR' || code === 'CONTENT_CHECK_REQUIRED') {
    return { reason: 'unavailable', youtubeReason };
  }
  if (facts?.isLive) return { reason: 'live', youtubeReason: null };
  return null;
}
