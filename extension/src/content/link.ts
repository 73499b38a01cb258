/**
 * The content script's line to the service worker: a port that says which video the tab shows (again
 * after each of YouTube's in-page navigations, `yt-navigate-finish`), carries the person's events, and
 * answers the worker's transcript requests by reading this page. When Chrome stops the idle worker the
 * port closes; the next message opens a new one, which wakes the worker, and it restores the machine.
 */
import type {
  MethodTried,
  PickableTrack,
  TranscriptProblem,
  TranscriptReading,
} from '#machines/videoSummary.machine.ts';
import { videoOfAddress } from '#extension/shared/page.ts';
import { PAGE_PORT, type PageMessage, type PanelEvent, type WorkerToPage } from '#extension/shared/protocol.ts';
import type { PanelView } from '#extension/shared/view.ts';
import { getTranscript } from '#extension/transcript/browserEnv.ts';
import type { CaptionTrack, MethodAttempt, TranscriptResult } from '#extension/transcript/types.ts';
import { seekVideo } from './seek.ts';

export interface PageLink {
  send: (event: PanelEvent) => void;
  signIn: () => void;
  openOptions: () => void;
  subscribe: (listener: (view: PanelView | null) => void) => () => void;
  current: () => PanelView | null;
}

const RECONNECT_MS = 250;

function pageTitle(): string {
  const heading = document.querySelector('h1.ytd-watch-metadata, h1.title, #title h1')?.textContent?.trim();
  return heading || document.title.replace(/ - YouTube$/, '').trim();
}

const pickable = (tracks: CaptionTrack[]): PickableTrack[] =>
  tracks.map((track) => ({
    id: track.id,
    languageCode: track.languageCode,
    name: track.name,
    automatic: track.kind === 'automatic',
  }));

const tried = (attempts: MethodAttempt[]): MethodTried[] =>
  attempts.map((attempt) => ({
    method: attempt.method,
    detail: attempt.detail,
    outcome: attempt.outcome,
    ...(attempt.segments !== undefined ? { lines: attempt.segments } : {}),
    ...(attempt.status !== undefined ? { status: attempt.status } : {}),
  }));

/** The transcript module's result as the machine takes it: the summariser's source, or the reason. */
export function readingOf(
  result: TranscriptResult,
  fallbackTitle: string,
): { reading: TranscriptReading | null; problem: TranscriptProblem | null } {
  if (!result.ok) {
    return {
      reading: null,
      problem: {
        problem: result.reason,
        youtubeReason: result.youtubeReason,
        tracks: pickable(result.tracks),
        tried: tried(result.diagnosis),
      },
    };
  }
  const segments = result.segments;
  const last = segments.at(-1);
  const duration = result.video?.lengthSeconds || (last ? last.start + last.duration : 0);
  return {
    problem: null,
    reading: {
      source: {
        kind: 'video',
        video_id: result.videoId,
        title: result.video?.title || fallbackTitle || result.videoId,
        ...(result.video?.channel ? { channel: result.video.channel } : {}),
        duration_seconds: Math.ceil(duration),
        ...(result.languageCode ? { language: result.languageCode } : {}),
        // Long transcripts are split on chapter edges when the video has them.
        ...(result.video?.chapters.length ? { chapters: result.video.chapters } : {}),
        segments,
      },
      method: result.method,
      trackId: result.track?.id ?? null,
      tracks: pickable(result.tracks),
      tried: tried(result.diagnosis),
    },
  };
}

export function startPageLink(): PageLink {
  let port: chrome.runtime.Port | null = null;
  let view: PanelView | null = null;
  const listeners = new Set<(view: PanelView | null) => void>();

  const announce = () => {
    const video = videoOfAddress(location.href);
    post({ type: 'page.video', video: video ? { ...video, title: pageTitle() } : null });
    if (!video) setView(null);
  };

  const setView = (next: PanelView | null) => {
    view = next;
    for (const listener of listeners) listener(view);
  };

  async function answerTranscript(requestId: string, videoId: string, trackId: string | null) {
    let answer: ReturnType<typeof readingOf>;
    try {
      const result = await getTranscript({
        videoId,
        preferredTrack: trackId ? { id: trackId } : undefined,
        languages: navigator.languages,
      });
      answer = readingOf(result, pageTitle());
    } catch {
      answer = {
        reading: null,
        problem: { problem: navigator.onLine ? 'unavailable' : 'offline', youtubeReason: null, tracks: [], tried: [] },
      };
    }
    post({ type: 'page.transcript', requestId, ...answer });
  }

  function connect(): chrome.runtime.Port {
    const opened = chrome.runtime.connect({ name: PAGE_PORT });
    opened.onMessage.addListener((message: WorkerToPage) => {
      if (message.type === 'worker.view') {
        if (message.view.videoId === videoOfAddress(location.href)?.videoId) setView(message.view);
      } else if (message.type === 'worker.readTranscript')
        void answerTranscript(message.requestId, message.videoId, message.trackId);
      else if (message.type === 'worker.seek') seekVideo(message.seconds);
    });
    opened.onDisconnect.addListener(() => {
      port = null;
      // The extension was removed or updated: this content script is orphaned, and stays quiet
      if (!chrome.runtime?.id) return;
      // The worker stopped (Chrome ends idle workers): connect again, which wakes it and restores the flow
      setTimeout(() => {
        if (!port) {
          port = connect();
          announce();
        }
      }, RECONNECT_MS);
    });
    return opened;
  }

  function post(message: PageMessage) {
    if (!port) port = connect();
    try {
      port.postMessage(message);
    } catch {
      port = connect();
      port.postMessage(message);
    }
  }

  // YouTube moves between videos without loading a page
  document.addEventListener('yt-navigate-finish', announce);
  window.addEventListener('popstate', announce);
  announce();

  return {
    send: (event) => post({ type: 'page.event', event }),
    signIn: () => post({ type: 'page.signIn' }),
    openOptions: () => post({ type: 'page.openOptions' }),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current: () => view,
  };
}
