/**
 * The panel's view of a videoSummary snapshot: plain data the worker sends to the panels (a snapshot
 * itself does not cross chrome.runtime messaging), built only from the machine's selectors.
 */
import type { GeneratedSummary, SummaryProgress, SummaryQuota, SummarySection } from '#machines/apiTypes.ts';
import {
  type Failure,
  type MethodTried,
  type PickableTrack,
  type SummarySetup,
  selectCanRetry,
  selectCanSummarize,
  selectProgress,
  selectShownSummary,
  selectStage,
  type VideoPageKind,
  type VideoSummarySnapshot,
  type VideoSummaryStage,
} from '#machines/videoSummary.machine.ts';

export interface PanelView {
  videoId: string;
  kind: VideoPageKind;
  title: string;
  stage: VideoSummaryStage;
  canSummarize: boolean;
  canRetry: boolean;
  shown: { source: 'instant' | 'provider'; sections: SummarySection[]; summary: GeneratedSummary | null } | null;
  progress: SummaryProgress | null;
  failure: Failure | null;
  tracks: PickableTrack[];
  trackId: string | null;
  outputLanguage: string | null;
  /** The transcript method that worked, and every method tried (the "Diagnose" view). */
  method: string | null;
  tried: MethodTried[];
  setup: SummarySetup | null;
  quota: SummaryQuota | null;
  saved: boolean;
}

export function panelView(snapshot: VideoSummarySnapshot): PanelView {
  const { context } = snapshot;
  return {
    videoId: context.videoId,
    kind: context.kind,
    title: context.title,
    stage: selectStage(snapshot),
    canSummarize: selectCanSummarize(snapshot),
    canRetry: selectCanRetry(snapshot),
    shown: selectShownSummary(snapshot),
    progress: selectProgress(snapshot),
    failure: context.failure,
    tracks: context.tracks,
    trackId: context.trackId,
    outputLanguage: context.outputLanguage,
    method: context.transcript?.method ?? null,
    tried: context.tried,
    setup: context.setup,
    quota: context.quota,
    saved: context.saved,
  };
}
