/**
 * Replays a machine's generated paths (tests/machines/pathModels.ts) on the rendered website: each
 * step's event is performed the way a person or the server produces it (a gesture, a scripted call's
 * answer, time passing), then the screen must show what the step's predicted state means.
 *
 * Only a covering subset of the paths is replayed (coveringPaths: every state and transition the
 * whole set walks, in the fewest paths), and the first test of each file checks that it still walks
 * every state and transition of the machine.
 */
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine, EventFromLogic, SnapshotFrom } from 'xstate';
import { DrawnPage, type FirstPaintSnapshot } from '#src/app/firstPaint.ts';
import { routes } from '#src/routes.tsx';
import {
  concreteStates,
  coveringPaths,
  describeEvent,
  type ModelPath,
  type PathModel,
  walkedCoverage,
} from '#tests/machines/pathCoverage.ts';
import { pathModels } from '#tests/machines/pathModels.ts';
import { fakeApi } from './fakeApi.ts';

// Captured before any test fakes the clock: waiting for the screen uses real time, machines' timers fake time.
const realSetTimeout = globalThis.setTimeout.bind(globalThis);
const realNow = Date.now.bind(Date);
let fakeClock = false;

/** Lets real time pass for renders, lazy chunks and promises (the machines' fake timers stay put). */
export async function pause(ms = 5): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => realSetTimeout(resolve, ms));
    if (fakeClock) vi.advanceTimersByTime(0);
  });
}

/** Retries `assertion` against the screen until it passes or `timeout` ms of real time have gone. */
export async function settle(assertion: () => void, timeout = 8000): Promise<void> {
  const end = realNow() + timeout;
  for (;;) {
    try {
      assertion();
      return;
    } catch (error) {
      if (realNow() > end) throw error;
    }
    await pause();
  }
}

/** Waits until `find` returns an element (or anything but undefined/null), then returns it. */
export async function waitFor<T>(find: () => T | null | undefined, what: string, timeout = 8000): Promise<T> {
  let found: T | null | undefined;
  await settle(() => {
    found = find();
    if (found === null || found === undefined) throw new Error(`not on the screen: ${what}`);
  }, timeout);
  return found as T;
}

/** Moves the machines' fake clock on by `ms`, running what falls due (with React updates). */
export async function advanceClock(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** The real route table in memory at `url`: the site as the browser runs it, API calls scripted. */
/** The site at `url`; `drawn`: the page the server drew for the session (decision 295), as the browser gets it. */
export function renderSite(url: string, drawn: FirstPaintSnapshot | null = null) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  // Every address the site went to, redirects included (a page may pass on at once).
  const visited = [url];
  router.subscribe((state) => {
    const { pathname, search } = state.location;
    if (visited.at(-1) !== `${pathname}${search}`) visited.push(`${pathname}${search}`);
  });
  const view = render(
    <DrawnPage.Provider value={drawn}>
      <RouterProvider router={router} />
    </DrawnPage.Provider>,
  );
  return { router, visited, ...view };
}

export type Site = ReturnType<typeof renderSite>;

/** Events a person (or another part of the site) sends: everything but actor answers and timers. */
type UserEvent<E extends AnyEventObject> = Exclude<E, { type: `xstate.${string}` }>;
type ActorEvent<E extends AnyEventObject> = Extract<E, { type: `xstate.${'done' | 'error'}.actor.${string}` }>;

export interface ReplayConfig<TMachine extends AnyStateMachine> {
  /** The path model's name in tests/machines/pathModels.ts. */
  model: string;
  machine: TMachine;
  /** Which actor module (mocks.ts) answers this machine's calls: one for all, or one per actor name. */
  apiModule: string | Record<string, string>;
  /** Renders the screen for a path's input (and sets the answers of calls other machines make). */
  start: (input: unknown) => Promise<Site> | Site;
  /** One gesture per user event type: a new event without one fails to compile. */
  gestures: {
    [K in UserEvent<EventFromLogic<TMachine>>['type']]: (
      event: Extract<EventFromLogic<TMachine>, { type: K }>,
      site: Site,
      state: SnapshotFrom<TMachine>,
    ) => unknown;
  };
  /** Actor answers that are not one scripted call (a child machine ending, say). Default: fakeApi.answer. */
  answers?: {
    [K in ActorEvent<EventFromLogic<TMachine>>['type']]?: (
      event: Extract<EventFromLogic<TMachine>, { type: K }>,
      site: Site,
      state: SnapshotFrom<TMachine>,
    ) => unknown;
  };
  /** Assertions on what the person sees in this predicted state (retried until the screen settles). */
  expectScreen: (state: SnapshotFrom<TMachine>, site: Site) => void;
  /** Fake the clock (machines with delays): `xstate.after.<delay>` then advances it by the delay. */
  fakeTimers?: boolean;
  /**
   * With fakeTimers, the date the machines' clock reads (Date is faked too and moves only with the
   * timers): a delay worked out from a date (the dashboard's plan date) is then the same on the page
   * and in the replay, whatever today is.
   */
  now?: string;
}

function findModel(name: string): PathModel {
  const model = pathModels.find((candidate) => candidate.name === name);
  if (!model) throw new Error(`no path model "${name}" in tests/machines/pathModels.ts`);
  return model;
}

/** A delay by its name: a number, or one the machine works out from the state it waits in (`state`). */
function delayMs(machine: AnyStateMachine, type: string, state: AnyMachineSnapshot): number {
  const name = type.slice('xstate.after.'.length).split('.')[0] ?? '';
  const named = machine.implementations.delays[name];
  // A delay worked out from the context reads nothing else (the dashboard's plan date): the state is enough.
  const args = { context: state.context, event: { type } } as unknown as Parameters<
    Extract<typeof named, (...args: never) => unknown>
  >[0];
  const delay = typeof named === 'function' ? named(args, undefined) : (named ?? Number(name));
  if (typeof delay !== 'number' || Number.isNaN(delay)) throw new Error(`no delay "${name}" to wait for`);
  return delay;
}

/** Runs one test per replayed path of the model, plus the coverage check of the replayed set. */
export function replayPaths<TMachine extends AnyStateMachine>(config: ReplayConfig<TMachine>): void {
  const model = findModel(config.model);
  const all = model.report().paths;
  const covering = coveringPaths(model.machine, all);
  // Every input the model starts from (a Premium and a Basic account, say) is replayed at least once.
  const inputKey = (path: ModelPath) => JSON.stringify(path.input ?? null);
  const paths = [
    ...covering,
    ...[...new Set(all.map(inputKey))]
      .filter((key) => !covering.some((path) => inputKey(path) === key))
      .flatMap((key) =>
        coveringPaths(
          model.machine,
          all.filter((path) => inputKey(path) === key),
        ).slice(0, 1),
      ),
  ];

  async function perform(event: AnyEventObject, site: Site, state: AnyMachineSnapshot) {
    const gesture = (config.gestures as Record<string, unknown>)[event.type] ?? config.answers?.[event.type as never];
    if (typeof gesture === 'function') return gesture(event, site, state);
    if (event.type.startsWith('xstate.after.')) return advanceClock(delayMs(config.machine, event.type, state));
    if (event.type.startsWith('xstate.done.actor.') || event.type.startsWith('xstate.error.actor.')) {
      const actor = event.type.replace(/^xstate\.(done|error)\.actor\./, '');
      const module = typeof config.apiModule === 'string' ? config.apiModule : config.apiModule[actor];
      if (!module) throw new Error(`no actor module answers "${actor}"`);
      await act(async () => fakeApi.answer(module, event));
      return;
    }
    throw new Error(`no gesture for ${event.type}`);
  }

  async function replay(path: ModelPath) {
    const states = concreteStates(model.machine, path);
    const site = await config.start(path.input);
    for (const [index, step] of path.steps.entries()) {
      const state = states[index] as SnapshotFrom<TMachine>;
      const what = index === 0 ? 'at the start' : `after step ${index} (${describeEvent(step.event)})`;
      try {
        if (index > 0) await perform(step.event, site, states[index - 1] as AnyMachineSnapshot);
        await settle(() => config.expectScreen(state, site));
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(
          `${config.model} ${what}, predicted state ${JSON.stringify((state as AnyMachineSnapshot).value)}:\n${reason}`,
        );
      }
    }
  }

  describe(`${config.model}: generated paths replayed on the screens`, () => {
    beforeEach(() => {
      fakeApi.reset();
      // Failures the machines log on purpose (logError) are part of the paths, not noise to read.
      vi.spyOn(console, 'error').mockImplementation(() => {});
      if (config.fakeTimers) {
        const dated = config.now ? (['Date'] as const) : [];
        vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', ...dated] });
        if (config.now) vi.setSystemTime(new Date(config.now));
        fakeClock = true;
      }
    });
    afterEach(() => {
      fakeApi.reset();
      vi.restoreAllMocks();
      if (config.fakeTimers) {
        vi.useRealTimers();
        fakeClock = false;
      }
    });

    it(`replays ${paths.length} of ${all.length} paths, which walk every state and transition`, () => {
      expect(paths.length).toBeGreaterThan(0);
      expect(walkedCoverage(model.machine, paths)).toEqual({ states: [], transitions: [] });
    });

    for (const [index, path] of paths.entries()) {
      const steps = path.steps.slice(1).map((step) => step.event.type.replace('xstate.', ''));
      const input = path.input === undefined ? '' : ` ${JSON.stringify(path.input).slice(0, 60)}`;
      it(`path ${index + 1}${input}: ${steps.join(' → ') || '(start)'}`, () => replay(path), 30_000);
    }
  });
}
