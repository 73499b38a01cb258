/**
 * Lazy boundaries (issue 27.3; issue 28.1 for dialogs and pages): what a first screen does not need
 * is a chunk of its own, fetched when the browser is idle after the page shows (`prefetch`) or on
 * first use. Unlike React.lazy, a chunk that does not arrive (the network is gone) fails in place: the
 * part says so with Try again, and the page around it keeps working (no error page).
 */
import { type ComponentType, createElement, useEffect, useState } from 'react';
import { messages } from '#domain/messages.ts';
import { Alert } from './Alert.tsx';
import { Button } from './Button.tsx';

const text = messages.dashboard;

type LazyPart<P> = {
  /**
   * Renders the part once its chunk is in (`whileLoading` before, else nothing); a notice with Try
   * again in its place if the chunk did not arrive.
   */
  Part: ComponentType<P>;
  /** Fetches the chunk without rendering it (resolves either way). */
  prefetch: () => Promise<void>;
  /** Whether the chunk is in; the component re-renders when it arrives (it starts no fetch). */
  useReady: () => boolean;
};

type Loaded<P> = { component: ComponentType<P> } | { failed: true } | null;

/** `load` imports the chunk; a failed import is forgotten, so Try again (or a later prefetch) asks again. */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  whileLoading?: ComponentType<P>,
): LazyPart<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const waiting = new Set<() => void>();
  const get = (): Promise<ComponentType<P>> => {
    pending ??= load().then(
      (component) => {
        loaded = component;
        for (const wake of waiting) wake();
        return component;
      },
      (err: unknown) => {
        pending = null;
        throw err;
      },
    );
    return pending;
  };

  function Part(props: P) {
    const [state, setState] = useState<Loaded<P>>(() => (loaded ? { component: loaded } : null));
    const [attempt, setAttempt] = useState(0);
    // biome-ignore lint/correctness/useExhaustiveDependencies: one load per attempt (Try again bumps it)
    useEffect(() => {
      if (loaded) return;
      let live = true;
      get().then(
        (component) => live && setState({ component }),
        () => live && setState({ failed: true }),
      );
      return () => {
        live = false;
      };
    }, [attempt]);
    if (state && 'component' in state) return <state.component {...props} />;
    if (!state) return whileLoading ? createElement(whileLoading, props) : null;
    return (
      <Alert tone="danger" title={text.partFailed}>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            setState(null);
            setAttempt((n) => n + 1);
          }}
        >
          {text.retry}
        </Button>
      </Alert>
    );
  }

  function useReady(): boolean {
    const [ready, setReady] = useState(loaded !== null);
    useEffect(() => {
      if (loaded) return setReady(true);
      const wake = () => setReady(true);
      waiting.add(wake);
      return () => {
        waiting.delete(wake);
      };
    }, []);
    return ready;
  }

  return {
    Part,
    useReady,
    prefetch: () =>
      get().then(
        () => undefined,
        () => undefined,
      ),
  };
}

/**
 * Runs `task` when the browser is idle, or after `fallbackMs` where it cannot tell (Safari has no
 * requestIdleCallback). Returns the cancel.
 */
export function whenIdle(task: () => void, fallbackMs = 1000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 4000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, fallbackMs);
  return () => clearTimeout(id);
}

/** Without idle periods to go by, the tasks after the first follow it this far apart, not a second each. */
const NEXT_TASK_FALLBACK_MS = 100;

/**
 * Runs each task in an idle period of its own, in order. Starting a chunk's import is work too (its
 * preload links are written into the page): all at once, the parts a page fetches ahead held a phone's
 * main thread for about 150 ms in one task, right as the reader starts to tap. Returns the cancel.
 */
export function whenIdleEach(tasks: ReadonlyArray<() => void>): () => void {
  let cancel = () => {};
  const next = (index: number) => {
    const task = tasks[index];
    if (!task) return;
    cancel = whenIdle(
      () => {
        task();
        next(index + 1);
      },
      index === 0 ? undefined : NEXT_TASK_FALLBACK_MS,
    );
  };
  next(0);
  return () => cancel();
}
