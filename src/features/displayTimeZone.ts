import { createContext, useContext } from 'react';
import { formatDate } from './format.ts';

/**
 * The time zone dates are written in: undefined in the browser (the reader's own); the reader's zone,
 * named by their cookie, when the server renders the dashboard's first paint (decision 209).
 */
export const DisplayTimeZone = createContext<string | undefined>(undefined);

/** formatDate in the display time zone. */
export function useFormatDate(): (value: string) => string {
  const timeZone = useContext(DisplayTimeZone);
  return (value) => formatDate(value, timeZone);
}
