/**
 * Decision 298: the words for dates, amounts and figures are written by hand on the browser's boot
 * path (the first Intl formatter costs a phone about 70 ms), and must be the words Intl writes for
 * en-US, so that the server's first paint (Intl, the reader's zone) and the browser's hydration of it
 * (by hand, the browser's own zone) say the same.
 */
import { expect, it } from 'vitest';
import { figure } from '#domain/messages.ts';
import { formatDate, formatMoney, formatPrice } from '#src/features/format.ts';

const readerZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

it('writes figures as en-US does', () => {
  for (const n of [0, 7, 42, 999, 1000, 2000, 12_345, 999_999, 1_000_000, 123_456_789, -5, -1234])
    expect(figure(n)).toBe(n.toLocaleString('en-US'));
});

it('writes amounts in US dollars as en-US does', () => {
  const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  for (const amount of [0, 0.5, 9.99, 83.88, 99.999, 1234.5, 1_000_000, 0.015, -9.99, -1234.56])
    expect(formatMoney(amount)).toBe(usd.format(amount));
  expect(formatPrice(9.99, 'month')).toBe('$9.99/month');
});

it('writes a long date in the reader’s zone as Intl does in that zone, on every day of a year', () => {
  const intl = new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: readerZone,
  });
  // Every day at two times that fall on different dates in many zones (an hour after and before midnight UTC).
  for (let day = 0; day < 366; day++)
    for (const hour of [1, 23]) {
      const at = new Date(Date.UTC(2026, 0, 1 + day, hour, 30)).toISOString();
      expect(formatDate(at)).toBe(intl.format(new Date(at)));
      expect(formatDate(at, 'Pacific/Auckland')).toBe(
        new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'Pacific/Auckland' }).format(new Date(at)),
      );
    }
  expect(formatDate('not a date')).toBe('not a date');
});
