import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { STORAGE_KEYS } from '#domain/constants.ts';
import {
  type ColorScheme,
  selectPreference,
  selectResolvedTheme,
  type ThemeEvent,
  themeMachine,
} from '#machines/theme.machine.ts';
import { effectsRecorder } from './harness.ts';

/** Stands in for matchMedia: `setScheme` plays the OS switching; `listening` shows the watcher's lifetime. */
function fakeOs(initial: ColorScheme) {
  let report: ((scheme: ColorScheme) => void) | null = null;
  const watcher = fromCallback<ThemeEvent>(({ sendBack }) => {
    report = (scheme) => sendBack({ type: 'theme.systemChanged', scheme });
    report(initial);
    return () => {
      report = null;
    };
  });
  return { watcher, setScheme: (scheme: ColorScheme) => report?.(scheme), listening: () => report !== null };
}

function start(stored: string | null, os = fakeOs('light')) {
  const effects = effectsRecorder();
  const machine = themeMachine.provide({
    actors: { watchColorScheme: os.watcher },
    actions: { storeValue: effects.actions.storeValue },
  });
  return { actor: createActor(machine, { input: { stored } }).start(), effects, os };
}

describe('theme', () => {
  it.each([
    [null, 'light'],
    ['vite-ui-theme', 'light'],
    ['dark', 'dark'],
  ])('stored %o starts as %s', (stored, expected) => {
    const { actor } = start(stored);
    expect(selectPreference(actor.getSnapshot())).toBe(expected);
    expect(selectResolvedTheme(actor.getSnapshot())).toBe(expected);
  });

  it('stores the choice under the product key', () => {
    const { actor, effects } = start(null);
    actor.send({ type: 'theme.selected', theme: 'dark' });
    expect(selectResolvedTheme(actor.getSnapshot())).toBe('dark');
    expect(effects.stored).toEqual([{ key: STORAGE_KEYS.theme, value: 'dark' }]);
  });

  it('follows the OS live while on system, and stops listening after', () => {
    const os = fakeOs('dark');
    const { actor } = start('system', os);
    expect(selectResolvedTheme(actor.getSnapshot())).toBe('dark');
    os.setScheme('light');
    expect(selectResolvedTheme(actor.getSnapshot())).toBe('light');
    os.setScheme('dark');
    expect(selectResolvedTheme(actor.getSnapshot())).toBe('dark');
    actor.send({ type: 'theme.selected', theme: 'light' });
    expect(os.listening()).toBe(false);
    expect(selectResolvedTheme(actor.getSnapshot())).toBe('light');
  });
});
