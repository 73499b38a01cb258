/**
 * Dev-only Stately inspector. Open the site in dev with `?inspect` in the address; pass the result to
 * `createActor(machine, { inspect: getInspect() })` or `createActorContext(machine, { inspect: getInspect() })`.
 * In production, or without `?inspect`, it returns undefined and @statelyai/inspect is never loaded:
 * the dynamic import sits behind `import.meta.env.DEV`, which Vite replaces with false in production
 * builds, so the package is dropped from the bundle.
 *
 * Synchronous on purpose: actors are created at module load; events that happen before the inspector
 * package arrives are queued and replayed to it. Contexts and events pass machines/sanitize.ts first.
 */
import type { InspectionEvent, Observer } from 'xstate';
import { sanitize, sanitizeEvent } from '#machines/sanitize.ts';

type Inspect = (event: InspectionEvent) => void;

/** Events kept while the inspector loads (the inspector itself defers up to 200 more). */
const MAX_QUEUED = 500;

let shared: Inspect | undefined;

function wantsInspector(): boolean {
  return typeof window !== 'undefined' && new URLSearchParams(window.location.search).has('inspect');
}

function createForwarder(): Inspect {
  const queue: InspectionEvent[] = [];
  let target: Observer<InspectionEvent> | null = null;
  void import('@statelyai/inspect').then(({ createBrowserInspector }) => {
    target = createBrowserInspector({ sanitizeContext: sanitize, sanitizeEvent }).inspect;
    for (const event of queue.splice(0)) target.next?.(event);
  });
  return (event) => {
    if (target) target.next?.(event);
    else if (queue.push(event) > MAX_QUEUED) queue.shift();
  };
}

/** The `inspect` option for actors; one inspector window per page. */
export function getInspect(): Inspect | undefined {
  if (!import.meta.env.DEV || !wantsInspector()) return undefined;
  shared ??= createForwarder();
  return shared;
}
