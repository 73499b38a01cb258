import type { DoneActorEvent, ErrorActorEvent } from 'xstate';

/**
 * The done/error events of an invoked actor whose invoke `id` equals its `src` name.
 * Machines list them in their event union so setup-level actions and guards can narrow
 * `event` with `assertEvent`, and so test fixtures must cover every actor outcome.
 */
export type ActorEvents<TId extends string, TOutput> = DoneActorEvent<TOutput, TId> | ErrorActorEvent<unknown, TId>;
