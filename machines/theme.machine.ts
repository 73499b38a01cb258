/**
 * Interface theme (SPEC.md 2 "Theme", DECISIONS.md): light, dark or system, default light, stored
 * under STORAGE_KEYS.theme; 'system' follows prefers-color-scheme live through an injected actor.
 */
import { assertEvent, assign, fromCallback, type SnapshotFrom, setup } from 'xstate';
import { DEFAULT_THEME, STORAGE_KEYS, THEMES, type Theme } from '#domain/constants.ts';
import { effects } from './effects.ts';

export type ColorScheme = 'light' | 'dark';

export interface ThemeInput {
  /** The value stored under STORAGE_KEYS.theme, read synchronously by the app so the first paint is right. */
  stored: string | null;
}

export interface ThemeContext {
  preference: Theme;
  /** Last scheme the OS reported (used while the preference is 'system'). */
  systemScheme: ColorScheme;
  /** The theme to paint. */
  resolved: ColorScheme;
}

export type ThemeEvent =
  | { type: 'theme.selected'; theme: Theme }
  | { type: 'theme.systemChanged'; scheme: ColorScheme };

export function isTheme(value: string | null): value is Theme {
  return THEMES.some((theme) => theme === value);
}

/**
 * Reports the OS scheme at once and on every change, as `theme.systemChanged`. The app provides the
 * browser version (matchMedia('(prefers-color-scheme: dark)')); this default reports nothing.
 */
const watchColorScheme = fromCallback<ThemeEvent>(() => () => {});

function initialContext({ input }: { input: ThemeInput | undefined }): ThemeContext {
  const stored = input?.stored ?? null;
  const preference = isTheme(stored) ? stored : DEFAULT_THEME;
  return { preference, systemScheme: 'light', resolved: preference === 'dark' ? 'dark' : 'light' };
}

const themeSetup = setup({
  types: { context: {} as ThemeContext, events: {} as ThemeEvent, input: {} as ThemeInput | undefined },
  actors: { watchColorScheme },
  actions: {
    storeValue: effects.storeValue,
    setPreference: assign({
      preference: ({ event }) => {
        assertEvent(event, 'theme.selected');
        return event.theme;
      },
    }),
    resolveLight: assign({ resolved: 'light' }),
    resolveDark: assign({ resolved: 'dark' }),
    resolveSystem: assign({ resolved: ({ context }) => context.systemScheme }),
    setSystemScheme: assign(({ event }) => {
      assertEvent(event, 'theme.systemChanged');
      return { systemScheme: event.scheme, resolved: event.scheme };
    }),
  },
  guards: {
    prefersLight: ({ context }) => context.preference === 'light',
    prefersDark: ({ context }) => context.preference === 'dark',
  },
});

export const themeMachine = themeSetup
  .extend({
    actions: {
      storePreference: themeSetup.enqueueActions(({ context, enqueue }) => {
        enqueue({ type: 'storeValue', params: { key: STORAGE_KEYS.theme, value: context.preference } });
      }),
    },
  })
  .createMachine({
    id: 'theme',
    initial: 'deciding',
    context: initialContext,
    on: { 'theme.selected': { target: '.deciding', actions: ['setPreference', 'storePreference'] } },
    states: {
      deciding: {
        always: [
          { guard: 'prefersLight', target: 'light' },
          { guard: 'prefersDark', target: 'dark' },
          { target: 'system' },
        ],
      },
      light: { entry: 'resolveLight' },
      dark: { entry: 'resolveDark' },
      system: {
        entry: 'resolveSystem',
        invoke: { id: 'watchColorScheme', src: 'watchColorScheme' },
        on: { 'theme.systemChanged': { actions: 'setSystemScheme' } },
      },
    },
  });

export type ThemeSnapshot = SnapshotFrom<typeof themeMachine>;

export const selectPreference = (s: ThemeSnapshot) => s.context.preference;
/** 'light' or 'dark': the class/attribute to put on the document. */
export const selectResolvedTheme = (s: ThemeSnapshot) => s.context.resolved;
