/**
 * Messages between the service worker (which runs the videoSummary machine of each tab) and the views:
 * the content script's panel on the watch page and Chrome's side panel. Views send what the person did
 * and render the snapshot the worker sends back; the content script also reads transcripts and seeks
 * the video for the worker.
 */
import type {
  TranscriptProblem,
  TranscriptReading,
  VideoPageKind,
  VideoSummaryEvent,
} from '#machines/videoSummary.machine.ts';
import type { PanelView } from './view.ts';

export const PAGE_PORT = 'skimly-page';
export const SIDE_PANEL_PORT = 'skimly-side-panel';

/** What the person can do in a panel: the machine's own events, as the views send them. */
export type PanelEvent = Extract<
  VideoSummaryEvent,
  { type: 'summary.requested' | 'summary.retried' | 'track.chosen' | 'language.chosen' }
>;

/** Content script → worker. */
export type PageMessage =
  | { type: 'page.video'; video: { videoId: string; kind: VideoPageKind; title: string } | null }
  | { type: 'page.event'; event: PanelEvent }
  | { type: 'page.transcript'; requestId: string; reading: TranscriptReading | null; problem: TranscriptProblem | null }
  | { type: 'page.signIn' }
  | { type: 'page.openOptions' };

/** Worker → content script. */
export type WorkerToPage =
  | { type: 'worker.view'; view: PanelView }
  | { type: 'worker.readTranscript'; requestId: string; videoId: string; trackId: string | null }
  | { type: 'worker.seek'; seconds: number };

/** Side panel → worker. */
export type SidePanelMessage =
  | { type: 'side.watch'; tabId: number }
  | { type: 'side.event'; event: PanelEvent }
  | { type: 'side.seek'; seconds: number }
  | { type: 'side.signIn' }
  | { type: 'side.openOptions' };

/** Worker → side panel. */
export type WorkerToSidePanel = { type: 'worker.view'; view: PanelView | null };
