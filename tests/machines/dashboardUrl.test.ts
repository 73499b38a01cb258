import { describe, expect, it } from 'vitest';
import { zDateFilter, zPage, zSearch } from '#contract/zod-mini.gen.ts';
import { SEARCH_MAX_LENGTH, SUMMARY_DATE_FILTERS } from '#domain/constants.ts';
import { DEFAULT_VIEW, dashboardSearch, MAX_PAGE, parseDashboardUrl } from '#machines/dashboardUrl.ts';

const view = (search: string) => parseDashboardUrl(search).view;

describe('the dashboard address (decision 198)', () => {
  it('reads the default view from plain /dashboard and writes it back as nothing', () => {
    expect(parseDashboardUrl('')).toEqual({ view: DEFAULT_VIEW, plan: null, billing: null });
    expect(parseDashboardUrl('?')).toEqual({ view: DEFAULT_VIEW, plan: null, billing: null });
    expect(dashboardSearch(DEFAULT_VIEW)).toBe('');
  });

  it('reads every part of a view, and writes it back in one order with defaults left out', () => {
    const read = view('?tab=prompt&page=3&date=week&q=talk%20show');
    expect(read).toEqual({ tab: 'prompt', search: 'talk show', date: 'week', page: 3 });
    expect(dashboardSearch(read)).toBe('?q=talk%20show&date=week&page=3&tab=prompt');
    expect(dashboardSearch({ ...DEFAULT_VIEW, page: 2 })).toBe('?page=2');
    expect(view('q=a+b')).toMatchObject({ search: 'a b' });
  });

  it('round-trips any view it writes, characters that mean something in an address included', () => {
    for (const search of ['a&b=c', '100%', '?#/', 'ünï çødé', 'plus+sign']) {
      const written = { ...DEFAULT_VIEW, search, page: 7 };
      expect(view(dashboardSearch(written))).toEqual(written);
    }
  });

  it('falls back to the default for a page that is no page, and clamps one above the API limit', () => {
    for (const page of ['-3', '0', 'abc', '2.5', '1e3', ' 2', '', '0x10']) expect(view(`?page=${page}`).page).toBe(1);
    // Past the end is for the list to find out (it moves to the last page); the API takes up to MAX_PAGE.
    expect(view('?page=99999').page).toBe(99999);
    expect(view('?page=5000000').page).toBe(MAX_PAGE);
    expect(view(`?page=${'9'.repeat(400)}`).page).toBe(MAX_PAGE);
    expect(view('?page=007').page).toBe(7);
  });

  // The address is read without zod (decision 294); its limits are still the list query's in the contract.
  it("reads within the contract's limits for the list's query", () => {
    expect(zPage.safeParse(MAX_PAGE).success).toBe(true);
    expect(zPage.safeParse(MAX_PAGE + 1).success).toBe(false);
    expect(zSearch.safeParse('a'.repeat(SEARCH_MAX_LENGTH)).success).toBe(true);
    expect(zSearch.safeParse('a'.repeat(SEARCH_MAX_LENGTH + 1)).success).toBe(false);
    expect(view(`?q=${'a'.repeat(SEARCH_MAX_LENGTH + 1)}`).search).toBe('');
    expect([...SUMMARY_DATE_FILTERS].sort()).toEqual([...zDateFilter.options].sort());
    for (const date of zDateFilter.options) expect(view(`?date=${date}`).date).toBe(date);
  });

  it('falls back to the default for an unknown tab or date and a search the box could not hold', () => {
    expect(view('?tab=billing&date=yesterday')).toEqual(DEFAULT_VIEW);
    expect(view(`?q=${'a'.repeat(10_000)}`).search).toBe('');
    expect(view(`?q=${'a'.repeat(SEARCH_MAX_LENGTH)}`).search).toHaveLength(SEARCH_MAX_LENGTH);
    expect(view('?q=a%00b').search).toBe('');
    expect(view('?q=%20%20').search).toBe('');
    expect(view('?q=%20talk%20').search).toBe('talk');
  });

  it('survives broken escapes, repeated and unknown parameters: each part on its own', () => {
    expect(view('?q=%E0%A4&page=2')).toEqual({ ...DEFAULT_VIEW, page: 2 });
    expect(view('?page=%zz&tab=prompt')).toEqual({ ...DEFAULT_VIEW, tab: 'prompt' });
    // The first of a repeated parameter counts, as URLSearchParams reads it; a broken first is the default.
    expect(view('?page=2&page=3').page).toBe(2);
    expect(view('?page=%zz&page=3').page).toBe(1);
    expect(view('?utm_source=mail&page=2')).toEqual({ ...DEFAULT_VIEW, page: 2 });
    expect(dashboardSearch(view('?utm_source=mail&page=2'))).toBe('?page=2');
  });

  it('reads ?plan= beside the view, only as a plain plan id', () => {
    expect(parseDashboardUrl('?plan=premium-yearly&page=2')).toEqual({
      view: { ...DEFAULT_VIEW, page: 2 },
      plan: 'premium-yearly',
      billing: null,
    });
    expect(parseDashboardUrl('?plan=../../x').plan).toBeNull();
    // Issue 28.2: back from the billing portal, only its two known outcomes.
    expect(parseDashboardUrl('?tab=prompt&billing=paid').billing).toBe('paid');
    expect(parseDashboardUrl('?billing=elsewhere').billing).toBeNull();
    expect(parseDashboardUrl(`?plan=${'p'.repeat(65)}`).plan).toBeNull();
    expect(dashboardSearch({ ...DEFAULT_VIEW, page: 2 }, 'basic')).toBe('?page=2&plan=basic');
  });
});
