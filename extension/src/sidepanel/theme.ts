/** The extension's own pages follow the system's light or dark preference, live. */
import { useEffect, useState } from 'react';
import { darkTheme, lightTheme } from '#extension/shared/theme.css.ts';

export function usePreferredTheme(): string {
  const query = '(prefers-color-scheme: dark)';
  const [dark, setDark] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const media = window.matchMedia(query);
    const listener = () => setDark(media.matches);
    media.addEventListener('change', listener);
    return () => media.removeEventListener('change', listener);
  }, []);
  return dark ? darkTheme : lightTheme;
}
