import { useSelector } from '@xstate/react';
import { type ColorScheme, selectPreference, selectResolvedTheme } from '#machines/theme.machine.ts';
import { useThemeRef } from './composition.tsx';

/** The stored choice: 'light' | 'dark' | 'system'. */
export function useThemeChoice() {
  return useSelector(useThemeRef(), selectPreference);
}

/** The scheme being painted: 'light' | 'dark'. */
export function useResolvedTheme(): ColorScheme {
  return useSelector(useThemeRef(), selectResolvedTheme);
}

/** The theme actor (started by the composition root), to send `theme.selected`. */
export function useThemeActor() {
  return useThemeRef();
}
