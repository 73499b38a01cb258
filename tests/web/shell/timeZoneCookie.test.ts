/**
 * Decisions 209, 298: every page tells the server the reader's time zone in a cookie when idle. The
 * zone's name comes from Intl, whose lookup is a long task on a phone, so the name told last is kept
 * with the zone's offsets and used again while they have not changed.
 */
import { afterEach, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, TIME_ZONE_COOKIE } from '#domain/constants.ts';
import { rememberTimeZone } from '#src/app/timeZoneCookie.ts';
import { readerTimeZone } from '#src/features/format.ts';

const intlZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const year = new Date().getFullYear();
const offsets = `${new Date(year, 0, 1).getTimezoneOffset()},${new Date(year, 6, 1).getTimezoneOffset()}`;

function cookieZone(): string | undefined {
  const pair = document.cookie.split('; ').find((part) => part.startsWith(`${TIME_ZONE_COOKIE}=`));
  return pair && decodeURIComponent(pair.slice(TIME_ZONE_COOKIE.length + 1));
}

afterEach(() => {
  vi.restoreAllMocks();
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store; the page writes this cookie the same way
  document.cookie = `${TIME_ZONE_COOKIE}=; path=/; max-age=0`;
});

it('looks the zone up the first time, and tells it and keeps it with its offsets', () => {
  const lookup = vi.spyOn(Intl, 'DateTimeFormat');
  rememberTimeZone();
  expect(lookup).toHaveBeenCalled();
  expect(cookieZone()).toBe(intlZone);
  expect(localStorage.getItem(STORAGE_KEYS.timeZone)).toBe(`${offsets} ${intlZone}`);
});

it('tells the zone kept while its offsets are the same, without looking it up', () => {
  localStorage.setItem(STORAGE_KEYS.timeZone, `${offsets} Europe/Lisbon`);
  const lookup = vi.spyOn(Intl, 'DateTimeFormat');
  rememberTimeZone();
  expect(lookup).not.toHaveBeenCalled();
  expect(cookieZone()).toBe('Europe/Lisbon');
});

it('looks the zone up again when the offsets have changed (a new zone)', () => {
  localStorage.setItem(STORAGE_KEYS.timeZone, '999,999 Europe/Lisbon');
  rememberTimeZone();
  expect(cookieZone()).toBe(intlZone);
  expect(localStorage.getItem(STORAGE_KEYS.timeZone)).toBe(`${offsets} ${intlZone}`);
});

it("gives the page's own calls the zone kept while its offsets are the same, without looking it up (decision 299)", () => {
  localStorage.setItem(STORAGE_KEYS.timeZone, `${offsets} Europe/Lisbon`);
  const lookup = vi.spyOn(Intl, 'DateTimeFormat');
  expect(readerTimeZone()).toBe('Europe/Lisbon');
  expect(lookup).not.toHaveBeenCalled();
  localStorage.setItem(STORAGE_KEYS.timeZone, '999,999 Europe/Lisbon');
  expect(readerTimeZone()).toBe(intlZone);
});
