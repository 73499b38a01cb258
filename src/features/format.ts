/**
 * Display formatting shared by the dashboard, plan dialog and payment pages. English copy, so dates are
 * written in en-US long form ('January 5, 2026') in the reader's own time zone.
 */
import { STORAGE_KEYS } from '#domain/constants.ts';
import { figure } from '#domain/messages.ts';
import { readValue } from '#src/features/storage.ts';

const longDateOptions = { year: 'numeric', month: 'long', day: 'numeric' } as const;

/**
 * A formatter made on first use, not when the module loads: each costs tens of milliseconds on a slow
 * phone, which the dashboard's boot paid for all of them (issue 27, decision 293), used or not.
 */
function lazily<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

/** en-US month names: the long date in the reader's own zone is written by hand (see formatDate). */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Formatters for a named zone (the dashboard's first paint, rendered on the server, decision 209). */
const longDateByZone = new Map<string, Intl.DateTimeFormat>();

function longDateIn(timeZone: string): Intl.DateTimeFormat {
  let formatter = longDateByZone.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { ...longDateOptions, timeZone });
    longDateByZone.set(timeZone, formatter);
  }
  return formatter;
}

const dateTime = lazily(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }));

/** 'Nov 24, 2026, 9:40 AM' in the reader's time zone, or the raw value when it does not parse. */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateTime().format(date);
}

/**
 * Long date, or the raw value when it does not parse (a server quirk should not blank the line). In
 * the reader's time zone unless one is named (a valid IANA name: the server checks it first).
 */
export function formatDate(value: string, timeZone?: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  if (timeZone !== undefined) return longDateIn(timeZone).format(date);
  // The reader's own zone is the browser's local time: written by hand, the same words Intl writes
  // ('January 5, 2026'), without the first Intl formatter's cost on a phone's boot (about 70 ms at 4x
  // CPU, decision 298).
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** Up to two initials: 'jane.doe' -> 'JD', 'jane' -> 'J'. */
export function initials(username: string): string {
  const parts = username.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[1]] : [parts[0]];
  return letters.map((part) => part?.charAt(0).toUpperCase() ?? '').join('') || '?';
}

/**
 * An amount in US dollars as en-US writes it: '$83.88', '$1,234.50', '-$9.99'. By hand, as the long
 * date: the billing table is on the dashboard's first screen (decision 298).
 */
export function formatMoney(amount: number): string {
  const cents = Math.round(Math.abs(amount) * 100);
  const dollars = `$${figure(Math.floor(cents / 100))}.${String(cents % 100).padStart(2, '0')}`;
  return amount < 0 && cents > 0 ? `-${dollars}` : dollars;
}

/** '$9.99/month', '$83.88/year'. */
export function formatPrice(price: number, interval: string): string {
  return `${formatMoney(price)}/${interval}`;
}

/**
 * The local zone's offsets from UTC in January and in July: a new zone (travel, a changed setting)
 * almost always changes one of them. Cheap, unlike the zone's name.
 */
export function localOffsets(): string {
  const year = new Date().getFullYear();
  return `${new Date(year, 0, 1).getTimezoneOffset()},${new Date(year, 6, 1).getTimezoneOffset()}`;
}

/**
 * The reader's time zone, so 'Today' and 'This Week' and the dates in Markdown are their own
 * (DECISIONS.md): the name kept with the zone's offsets while they are the same (src/app/timeZoneCookie.ts),
 * else Intl's. Intl's lookup loads its data, one long task on a phone (about 90-200 ms at 4x CPU,
 * decisions 298, 299), which the dashboard's next page, fetched when idle, paid on every visit.
 */
export function readerTimeZone(): string | undefined {
  try {
    const [told, zone] = readValue(STORAGE_KEYS.timeZone)?.split(' ') ?? [];
    if (zone && told === localOffsets()) return zone;
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
