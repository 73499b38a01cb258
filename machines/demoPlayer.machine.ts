/**
 * The landing demo's player (issue 18.7, decision 200; issue 25.3): idle on the thumbnail until someone
 * presses play or a timestamp, then a youtube-nocookie embed playing from that second. No side effects;
 * the demo section runs it itself (xstate is in the landing page's first script already, for the session).
 */
import { assign, type SnapshotFrom, setup } from 'xstate';
import { timestampToSeconds } from '#domain/timestamp.ts';

export interface DemoPlayerContext {
  /** The second the embed starts at. */
  start: number;
  /** Presses since the first: choosing the same second again restarts the embed there. */
  round: number;
}

/** `time`: the summary's timestamp as shown ('1:05'); one it cannot read plays from the start. */
export type DemoPlayerEvent = { type: 'demo.played' } | { type: 'timestamp.chosen'; time: string };

export const demoPlayerMachine = setup({
  types: { context: {} as DemoPlayerContext, events: {} as DemoPlayerEvent },
  actions: {
    playFrom: assign({
      start: ({ event }) => (event.type === 'timestamp.chosen' ? (timestampToSeconds(event.time) ?? 0) : 0),
    }),
    countPress: assign({ round: ({ context }) => context.round + 1 }),
  },
}).createMachine({
  id: 'demoPlayer',
  initial: 'idle',
  context: { start: 0, round: 0 },
  states: {
    /** The thumbnail and the play button: the only request to YouTube is the thumbnail. */
    idle: {
      on: {
        'demo.played': { target: 'playing', actions: 'playFrom' },
        'timestamp.chosen': { target: 'playing', actions: 'playFrom' },
      },
    },
    /** The embed; a timestamp restarts it there (the play button is gone). */
    playing: { on: { 'timestamp.chosen': { actions: ['playFrom', 'countPress'] } } },
  },
});

/** The embed to show (its start second and the press it answers), or null while on the thumbnail. */
export const selectPlayer = (s: SnapshotFrom<typeof demoPlayerMachine>) =>
  s.matches('playing') ? { start: s.context.start, round: s.context.round } : null;
