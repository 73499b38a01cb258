import { STORAGE_KEYS, TIME_ZONE_COOKIE } from '#domain/constants.ts';
import { readValue, writeValue } from '#src/features/storage.ts';

/** A year, renewed on every page load. */
const MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * The local zone's offsets from UTC in January and in July: a new zone (travel, a changed setting)
 * almost always changes one of them. Cheap, unlike the zone's name.
 */
function localOffsets(): string {
  const year = new Date().getFullYear();
  return `${new Date(year, 0, 1).getTimezoneOffset()},${new Date(year, 6, 1).getTimezoneOffset()}`;
}

/**
 * The zone's name: the one told last while the offsets are the same, else Intl's. Intl's lookup loads
 * its data, one long task on a phone (about 90 ms at 4x CPU, decision 298), on every page otherwise.
 */
function localZone(offsets: string): string | undefined {
  const [told, zone] = readValue(STORAGE_KEYS.timeZone)?.split(' ') ?? [];
  if (told === offsets && zone) return zone;
  return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
}

/**
 * Tells the server the reader's time zone, in which it writes the dashboard's first paint on the next
 * visit (decision 209). Run when the browser is idle: a page's first paint never waits for it.
 */
export function rememberTimeZone(): void {
  try {
    const offsets = localOffsets();
    const zone = localZone(offsets);
    if (!zone) return;
    writeValue(STORAGE_KEYS.timeZone, `${offsets} ${zone}`);
    // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie the server reads with the page request; the Cookie Store API is async and missing in some browsers
    document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; path=/; max-age=${MAX_AGE_S}; samesite=lax`;
  } catch {
    // No time zone to tell: the dashboard starts without its first paint.
  }
}
