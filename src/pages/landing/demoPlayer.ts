/**
 * The landing demo's player (issue 18.7, decision 200): idle on the thumbnail until someone presses
 * play or a timestamp, then a youtube-nocookie embed playing from that second. Two states and two
 * events with no side effects, so a reducer in the leaf component rather than an XState machine:
 * the landing's first load stays free of anything it does not already carry.
 */

/** `round` counts presses, so choosing the same second again restarts the embed there. */
export type DemoPlayerState = { status: 'idle' } | { status: 'playing'; start: number; round: number };

export type DemoPlayerEvent = { type: 'demo.played' } | { type: 'timestamp.chosen'; seconds: number };

export const initialDemoPlayer: DemoPlayerState = { status: 'idle' };

export function demoPlayer(state: DemoPlayerState, event: DemoPlayerEvent): DemoPlayerState {
  const round = state.status === 'playing' ? state.round + 1 : 0;
  if (event.type === 'demo.played') return { status: 'playing', start: 0, round };
  return { status: 'playing', start: Math.max(0, Math.floor(event.seconds)), round };
}

/** The thumbnail: the only request to YouTube before a press. The CSP's img-src allows i.ytimg.com. */
export const demoThumbnail = (videoId: string) => `https://i.ytimg.com/vi/${encodeURIComponent(videoId)}/hqdefault.jpg`;

/** The privacy-enhanced embed, autoplaying from `start`; the CSP's frame-src allows this origin only. */
export const demoEmbed = (videoId: string, start: number) =>
  `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?start=${start}&autoplay=1&playsinline=1`;
