import type { SummaryDateFilter } from '#domain/constants.ts';

/** A formatter costs tens of microseconds to build; zones are few, so each is built once (bounded). */
const formatters = new Map<string, Intl.DateTimeFormat>();
const MAX_FORMATTERS = 1000;

/** The wall-clock formatter of a zone, or undefined when the zone is not a valid IANA name. */
function formatterOf(zone: string): Intl.DateTimeFormat | undefined {
  const known = formatters.get(zone);
  if (known) return known;
  let made: Intl.DateTimeFormat;
  try {
    made = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      weekday: 'short',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
  } catch {
    return undefined;
  }
  if (formatters.size >= MAX_FORMATTERS) formatters.clear();
  formatters.set(zone, made);
  return made;
}

/** The zone's canonical name if it is a valid IANA name, else undefined. */
export function knownZone(tz: string | undefined): string | undefined {
  return tz ? formatterOf(tz)?.resolvedOptions().timeZone : undefined;
}

/** The zone if it is a valid IANA name, else UTC (DECISIONS.md: the user's zone when the site sends it). */
export function resolveZone(tz: string | undefined): string {
  if (!tz) return 'UTC';
  return formatterOf(tz)?.resolvedOptions().timeZone ?? 'UTC';
}

type Wall = { year: number; month: number; day: number; weekday: number; hour: number; minute: number; second: number };

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The wall clock of instant t in zone. */
function wallClock(t: Date, zone: string): Wall {
  const format = formatterOf(zone);
  if (!format) throw new Error(`wallClock: ${zone} is not a zone resolveZone() returned`);
  const parts = format.formatToParts(t);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '0';
  return {
    year: Number(get('year')),
    month: Number(get('month')),
    day: Number(get('day')),
    weekday: WEEKDAYS.indexOf(get('weekday')),
    hour: Number(get('hour')),
    minute: Number(get('minute')),
    second: Number(get('second')),
  };
}

/** The zone's offset from UTC at instant t, in ms. */
function offsetAt(t: Date, zone: string): number {
  const w = wallClock(t, zone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(t.getTime() / 1000) * 1000;
}

/** The instant of local midnight on year-month-day in zone (re-checked once for DST changes). */
function localMidnight(year: number, month: number, day: number, zone: string): Date {
  const naive = Date.UTC(year, month - 1, day);
  let t = naive - offsetAt(new Date(naive), zone);
  t = naive - offsetAt(new Date(t), zone);
  return new Date(t);
}

/**
 * The lower bound of a date filter: today = since local midnight, week = since Monday,
 * month = since the 1st, all in zone; null for 'all'.
 */
export function filterStart(filter: SummaryDateFilter, now: Date, zone: string): Date | null {
  if (filter === 'all') return null;
  const w = wallClock(now, zone);
  if (filter === 'month') return localMidnight(w.year, w.month, 1, zone);
  const daysBack = filter === 'week' ? (w.weekday + 6) % 7 : 0;
  // Date.UTC normalises a day of 0 or less into the previous month.
  const d = new Date(Date.UTC(w.year, w.month - 1, w.day - daysBack));
  return localMidnight(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), zone);
}
