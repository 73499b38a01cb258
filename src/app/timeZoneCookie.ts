import { STORAGE_KEYS, TIME_ZONE_COOKIE } from '#domain/constants.ts';
import { localOffsets, readerTimeZone } from '#src/features/format.ts';
import { writeValue } from '#src/features/storage.ts';

/** A year, renewed on every page load. */
const MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * Tells the server the reader's time zone, in which it writes the dashboard's first paint on the next
 * visit (decision 209). Run when the browser is idle: a page's first paint never waits for it.
 */
export function rememberTimeZone(): void {
  try {
    // The name told last while the offsets are the same, else Intl's (readerTimeZone).
    const zone = readerTimeZone();
    if (!zone) return;
    writeValue(STORAGE_KEYS.timeZone, `${localOffsets()} ${zone}`);
    // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie the server reads with the page request; the Cookie Store API is async and missing in some browsers
    document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; path=/; max-age=${MAX_AGE_S}; samesite=lax`;
  } catch {
    // No time zone to tell: the dashboard starts without its first paint.
  }
}
