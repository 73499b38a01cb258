import { render } from '@testing-library/react';
import type { InspectionEvent } from 'xstate';
import type { SessionCheck } from '#machines/apiTypes.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REDACTED } from '#machines/sanitize.ts';

// The real package opens a stately.ai window; this stand-in records what the page would send it.
const received: InspectionEvent[] = [];
const createBrowserInspector = vi.fn((_options: { sanitizeEvent: (event: unknown) => unknown }) => ({
  inspect: { next: (event: InspectionEvent) => received.push(event) },
}));
vi.mock('@statelyai/inspect', () => ({ createBrowserInspector }));

/** A fresh copy of the module, so its one shared inspector starts unset for each case. */
async function freshGetInspect() {
  vi.resetModules();
  return (await import('#src/dev/inspect.ts')).getInspect;
}

function openAt(search: string) {
  window.history.replaceState(null, '', `/${search}`);
}

/** Ids of the machines whose root actors announced themselves (xstate's Actor keeps its logic). */
function inspectedMachines(): string[] {
  return received
    .filter((event) => event.type === '@xstate.actor' && event.actorRef.sessionId === event.rootId)
    .map((event) => (event.actorRef as unknown as { logic: { id?: string } }).logic.id ?? '');
}

beforeEach(() => {
  received.length = 0;
  createBrowserInspector.mockClear();
});

afterEach(() => {
  vi.unstubAllEnvs();
  openAt('');
});

describe('dev inspector (src/dev/inspect.ts)', () => {
  it('stays off without ?inspect and never loads the package', async () => {
    openAt('');
    expect((await freshGetInspect())()).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(createBrowserInspector).not.toHaveBeenCalled();
  });

  it('stays off in a production build even with ?inspect', async () => {
    vi.stubEnv('DEV', false);
    openAt('?inspect');
    expect((await freshGetInspect())()).toBeUndefined();
  });

  it('with ?inspect in dev, loads the package once and replays events sent before it arrived', async () => {
    openAt('?inspect');
    const getInspect = await freshGetInspect();
    const inspect = getInspect();
    expect(inspect).toBeTypeOf('function');
    expect(getInspect()).toBe(inspect);
    const early = { type: '@xstate.event' } as InspectionEvent;
    inspect?.(early);
    await vi.waitFor(() => expect(received).toEqual([early]));
    expect(createBrowserInspector).toHaveBeenCalledTimes(1);
  });

  it('hands the inspector a sanitizer that hides passwords', async () => {
    openAt('?inspect');
    (await freshGetInspect())();
    await vi.waitFor(() => expect(createBrowserInspector).toHaveBeenCalled());
    const options = createBrowserInspector.mock.calls[0]?.[0];
    const login = { type: 'auth.login', email: 'a@b.co', password: 'hunter2hunter2' };
    expect(options?.sanitizeEvent(login)).toMatchObject({ type: 'auth.login', password: REDACTED });
  });
});

describe('app actors report to the inspector', () => {
  it('the composition root passes it to the theme and auth actors', async () => {
    openAt('?inspect');
    vi.resetModules();
    const { RouterComposition } = await import('#src/app/RootLayout.tsx');
    const { MemoryRouter } = await import('react-router');
    const { fromPromise } = await import('xstate');
    // The session check never answers: the test is about wiring, not the auth flow.
    const auth = { checkSession: fromPromise<SessionCheck, void>(() => new Promise(() => {})) };
    render(
      <MemoryRouter>
        <RouterComposition apis={{ auth }}>ok</RouterComposition>
      </MemoryRouter>,
    );
    await vi.waitFor(() => expect(inspectedMachines()).toEqual(expect.arrayContaining(['theme', 'auth'])));
  });
});
