/**
 * The /dashboard address as the dashboard's view (issue 18, item 10; decision 198): the tab, and the
 * summaries list's applied search, date filter and page. Read here, in one place, from whatever the
 * address holds (typed, stale, shared or hostile): a value that is not one the page could have written
 * falls back to its default, a page above the API's limit is clamped to it. Written back in one form,
 * defaults left out, so plain /dashboard stays plain and equal views have equal addresses.
 *
 * Pure: no browser, no router. The dashboard machine reads its input and `url.changed` through
 * `parseDashboardUrl` and writes through `dashboardSearch`; the composition root only moves the address.
 */
import { SEARCH_MAX_LENGTH, SUMMARY_DATE_FILTERS, type SummaryDateFilter } from '#domain/constants.ts';
import { BILLING_RETURNS, BILLING_RETURN_PARAM, type BillingReturn } from '#domain/billingReturn.ts';
import type { SummariesQuery } from './apiTypes.ts';

export const DASHBOARD_TABS = ['summaries', 'prompt'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

/**
 * What the summaries list shows, in the list call's own terms: the applied search (trimmed; '' for
 * none, not the draft), the date filter and the page (from 1).
 */
export type SummariesView = Pick<SummariesQuery, 'search' | 'date' | 'page'>;

export type DashboardView = SummariesView & { tab: DashboardTab };

export const DEFAULT_SUMMARIES_VIEW: SummariesView = { search: '', date: 'all', page: 1 };
export const DEFAULT_VIEW: DashboardView = { tab: 'summaries', ...DEFAULT_SUMMARIES_VIEW };

/** The API's highest page (contract: GET /api/summaries `page`, at most 1,000,000). */
export const MAX_PAGE = 1_000_000;
/** A plan id is the plan dialog's own (`basic`, `premium-yearly`...): short, plain. */
const PLAN_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** Control characters (NUL included) are never typed into the search box; the server refuses NUL. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose
const CONTROL = /[\u0000-\u001f\u007f]/;

/** The parameter names, in the order they are written. */
const PARAM = { search: 'q', date: 'date', page: 'page', tab: 'tab', plan: 'plan' } as const;

/**
 * Each parameter on its own, within the contract's limits for the list's query (the ones the server
 * checks it with; tests/machines/dashboardUrl.test.ts holds them to its schemas): a missing or broken
 * one is its default, the others still count. No zod here: the dashboard's first screen reads its
 * address, and its first script goes without zod (issue 27.3, decision 294).
 */
const read = {
  tab: (value: string | null): DashboardTab => DASHBOARD_TABS.find((tab) => tab === value) ?? DEFAULT_VIEW.tab,
  search: (value: string | null): string =>
    value !== null && value.length <= SEARCH_MAX_LENGTH && !CONTROL.test(value) ? value.trim() : DEFAULT_VIEW.search,
  date: (value: string | null): SummaryDateFilter =>
    SUMMARY_DATE_FILTERS.find((date) => date === value) ?? DEFAULT_VIEW.date,
  page: (value: string | null): number => {
    // Digits only: '-3', '2.5', '1e3', ' 2' and 'abc' are no page; above the API's limit is its limit.
    if (value === null || !/^\d+$/.test(value)) return DEFAULT_VIEW.page;
    const page = Math.min(MAX_PAGE, Number(value));
    return page >= 1 ? page : DEFAULT_VIEW.page;
  },
  plan: (value: string | null): string | null => (value !== null && PLAN_ID.test(value) ? value : null),
  billing: (value: string | null): BillingReturn | null => BILLING_RETURNS.find((known) => known === value) ?? null,
};

/** A query-string part decoded (`+` is a space), or null when its escapes are broken (`%zz`, `%E0%A4`). */
function decodePart(part: string): string | null {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/** The first value of each parameter, as URLSearchParams reads it (which machines/ cannot use: no DOM). */
function readParams(search: string): Map<string, string | null> {
  const params = new Map<string, string | null>();
  for (const pair of search.replace(/^\?/, '').split('&')) {
    if (pair === '') continue;
    const split = pair.indexOf('=');
    const name = decodePart(split === -1 ? pair : pair.slice(0, split));
    const value = decodePart(split === -1 ? '' : pair.slice(split + 1));
    if (name === null || params.has(name)) continue;
    // A broken value (null) is still the parameter's first: it falls back to the default, not to a later one.
    params.set(name, value);
  }
  return params;
}

export interface DashboardUrl {
  view: DashboardView;
  /** `?plan=`: a plan chosen before a sign-in interrupted the checkout (decision 153), or null. */
  plan: string | null;
  /**
   * `?billing=`: back from the billing portal, what happened there (issue 28.2), or null. Read once at
   * load to say so; never written back (the load's correction drops it, so a reload says nothing).
   */
  billing: BillingReturn | null;
}

/** The view a /dashboard query string (`?q=talk&page=2`, with or without its `?`) asks for. */
export function parseDashboardUrl(search: string): DashboardUrl {
  const params = readParams(search);
  const value = (name: string) => params.get(name) ?? null;
  const view: DashboardView = {
    tab: read.tab(value(PARAM.tab)),
    search: read.search(value(PARAM.search)),
    date: read.date(value(PARAM.date)),
    page: read.page(value(PARAM.page)),
  };
  const plan = read.plan(value(PARAM.plan));
  return { view, plan, billing: read.billing(value(BILLING_RETURN_PARAM)) };
}

/**
 * The query string of `view` ('' for the default view, else `?q=...&date=...&page=...&tab=...`, only the
 * values that differ from the defaults); `plan` is kept while the plan dialog has not taken it yet.
 */
export function dashboardSearch(view: DashboardView, plan: string | null = null): string {
  const params: [string, string][] = [];
  const search = view.search.trim();
  if (search !== DEFAULT_VIEW.search) params.push([PARAM.search, search]);
  if (view.date !== DEFAULT_VIEW.date) params.push([PARAM.date, view.date]);
  if (view.page !== DEFAULT_VIEW.page) params.push([PARAM.page, String(view.page)]);
  if (view.tab !== DEFAULT_VIEW.tab) params.push([PARAM.tab, view.tab]);
  if (plan !== null) params.push([PARAM.plan, plan]);
  const query = params.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
  return query === '' ? '' : `?${query}`;
}

/** The summaries part of a view. */
export function summariesView({ search, date, page }: SummariesView): SummariesView {
  return { search, date, page };
}

/** Two views of the list are the same page of the same results. */
export function sameSummariesView(a: SummariesView, b: SummariesView): boolean {
  return a.search.trim() === b.search.trim() && a.date === b.date && a.page === b.page;
}
