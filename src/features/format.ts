/**
 * Display formatting shared by the dashboard, plan dialog and payment pages. English copy, so dates are
 * written in en-US long form ('January 5, 2026') in the reader's own time zone.
 */
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

const longDate = lazily(() => new Intl.DateTimeFormat('en-US', longDateOptions));
/** Formatters for a named zone (the dashboard's first paint, rendered on the server, decision 209). */
const longDateByZone = new Map<string, Intl.DateTimeFormat>();

function longDateIn(timeZone: string | undefined): Intl.DateTimeFormat {
  if (timeZone === undefined) return longDate();
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
  return Number.isNaN(date.getTime()) ? value : longDateIn(timeZone).format(date);
}

/** Up to two initials: 'jane.doe' -> 'JD', 'jane' -> 'J'. */
export function initials(username: string): string {
  const parts = username.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[1]] : [parts[0]];
  return letters.map((part) => part?.charAt(0).toUpperCase() ?? '').join('') || '?';
}

const usd = lazily(() => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }));

/** '$9.99/month', '$83.88/year'. */
/** An amount in US dollars: '$83.88'. */
export function formatMoney(amount: number): string {
  return usd().format(amount);
}

export function formatPrice(price: number, interval: string): string {
  return `${usd().format(price)}/${interval}`;
}

/** The reader's time zone, so 'Today' and 'This Week' and the dates in Markdown are their own (DECISIONS.md). */
export function readerTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
