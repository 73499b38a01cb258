import { createActorContext } from '@xstate/react';
import { type ReactNode, useEffect } from 'react';
import { fromCallback } from 'xstate';
import { STORAGE_KEYS } from '../../domain/constants.ts';
import {
  type ColorScheme,
  selectPreference,
  selectResolvedTheme,
  type ThemeEvent,
  themeMachine,
} from '../../machines/theme.machine.ts';
import { getInspect } from '../dev/inspect.ts';
import { browserActions } from './browserEffects.ts';
import { readValue } from './storage.ts';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** Reports the OS colour scheme now and on every change while the preference is 'system'. */
const watchColorScheme = fromCallback<ThemeEvent>(({ sendBack }) => {
  const query = window.matchMedia(DARK_QUERY);
  const report = () => sendBack({ type: 'theme.systemChanged', scheme: query.matches ? 'dark' : 'light' });
  report();
  query.addEventListener('change', report);
  return () => query.removeEventListener('change', report);
});

export const appThemeMachine = themeMachine.provide({
  actors: { watchColorScheme },
  actions: { storeValue: browserActions.storeValue },
});

// `inspect` is undefined unless the dev server runs with ?inspect (see src/dev/inspect.ts).
export const ThemeActorContext = createActorContext(appThemeMachine, { inspect: getInspect() });

/** The stored choice: 'light' | 'dark' | 'system'. */
export function useThemeChoice() {
  return ThemeActorContext.useSelector(selectPreference);
}

/** The scheme being painted: 'light' | 'dark'. */
export function useResolvedTheme(): ColorScheme {
  return ThemeActorContext.useSelector(selectResolvedTheme);
}

export function useThemeActor() {
  return ThemeActorContext.useActorRef();
}

/** Paints the resolved theme on <html> (public/theme-init.js did it once before first paint). */
function ApplyTheme() {
  const resolved = useResolvedTheme();
  useEffect(() => {
    document.documentElement.dataset.theme = resolved;
    document.documentElement.style.colorScheme = resolved;
  }, [resolved]);
  return null;
}

type ThemeProviderProps = { children: ReactNode; logic?: typeof appThemeMachine };

export function ThemeProvider({ children, logic }: ThemeProviderProps) {
  return (
    <ThemeActorContext.Provider logic={logic} options={{ input: { stored: readValue(STORAGE_KEYS.theme) } }}>
      <ApplyTheme />
      {children}
    </ThemeActorContext.Provider>
  );
}
