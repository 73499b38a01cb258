import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import {
  DEFAULT_EXTENSION_STORE_URL,
  PROMPT_MAX_LENGTH,
  SEARCH_MAX_LENGTH,
  SUMMARY_COLLAPSED_HEIGHT_PX,
} from '#domain/constants.ts';
import { billingMessages } from '#domain/billingMessages.ts';
import { messages } from '#domain/messages.ts';
import type { SummariesPage, SummariesQuery } from '#machines/apiTypes.ts';
import type { Account } from '#machines/dashboard.machine.ts';
import { ApiError, account, pageOf, renderDashboard, sampleSummaries, summary } from './dashboardFixtures.tsx';

const text = messages.dashboard;

async function loaded() {
  return screen.findByRole('heading', { name: 'jane.doe', level: 1 });
}

describe('dashboard: header and profile', () => {
  it('shows logo, Logout, initials, profile, Premium Plan and the renewal date', async () => {
    const { rec } = renderDashboard({ kind: 'premium' });
    await loaded();
    expect(screen.getByRole('link', { name: /Skimly/ })).toHaveAttribute('href', '/');
    expect(screen.getByRole('img', { name: 'jane.doe' })).toHaveTextContent('JD');
    expect(screen.getByText('jane.doe@example.com')).toBeInTheDocument();
    expect(screen.getByText(text.premiumPlan)).toBeInTheDocument();
    expect(screen.getByText('Renews on February 5, 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.manageSubscription })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: text.logout }));
    await waitFor(() => expect(rec.navigations).toContainEqual({ to: '/', replace: true }));
    expect(rec.signOuts).toEqual(['logout']);
  });

  it("offers 'Sign out of all devices', which ends every session and goes home like Logout", async () => {
    const { rec } = renderDashboard({ kind: 'basic' });
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: text.logoutAll }));
    // It asks first (issue 18.16): staying changes nothing.
    await userEvent.click(screen.getByRole('button', { name: text.logoutAllKeep }));
    expect(rec.signOuts).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: text.logoutAll }));
    await userEvent.click(screen.getByRole('button', { name: text.logoutAllConfirmAction }));
    await waitFor(() => expect(rec.navigations).toContainEqual({ to: '/', replace: true }));
    expect(rec.signOuts).toEqual(['logoutAll']);
  });

  it('shows Basic Plan without a renewal line for a Basic user', async () => {
    renderDashboard({ kind: 'basic' });
    await loaded();
    expect(screen.getByText(text.basicPlan)).toBeInTheDocument();
    expect(screen.queryByText(/Renews on/)).not.toBeInTheDocument();
  });

  it('shows CANCELLED and the end date instead of a renewal for a cancelled subscription', async () => {
    renderDashboard({ kind: 'cancelled' });
    await loaded();
    expect(screen.getByText(messages.plans.cancelledBadge)).toBeInTheDocument();
    expect(screen.getByText('Subscription ends February 5, 2026')).toBeInTheDocument();
    expect(screen.queryByText(/Renews on/)).not.toBeInTheDocument();
  });

  it("shows a spinner while loading, then 'Failed to load data' with a working retry", async () => {
    let calls = 0;
    renderDashboard({
      apis: {
        loadAccount: fromPromise<Account, void>(async () => {
          calls += 1;
          if (calls === 1) throw new ApiError(500, 'internal_error', null);
          return account('premium');
        }),
      },
    });
    expect(screen.getByRole('status', { name: text.loadingDashboard })).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text.loadFailed);
    await userEvent.click(within(alert).getByRole('button', { name: text.retry }));
    await loaded();
  });

  it('ends the session on a 401', async () => {
    const { rec } = renderDashboard({
      apis: {
        loadAccount: fromPromise<Account, void>(async () => Promise.reject(new ApiError(401, 'unauthorized', null))),
      },
    });
    await waitFor(() => expect(rec.sessionExpired).toBe(1));
  });
});

/** The levels of every heading in document order, the outline a screen reader user moves through. */
function outline(): number[] {
  return screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
}

/** Heading levels only ever go one step deeper (axe's heading-order rule). */
function expectNoSkippedLevels(levels: number[]) {
  const steps = levels.slice(1).map((level, index) => level - (levels[index] ?? 0));
  expect(steps.filter((step) => step > 1)).toEqual([]);
}

describe('dashboard: heading outline', () => {
  it('goes user (h1) > tab section (h2) > Premium Feature (h3), then Billing (h2), for a Basic user', async () => {
    renderDashboard({ kind: 'basic' });
    await loaded();
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('heading', { level: 2, name: text.tabSummaries })).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { level: 3, name: text.premiumFeature })).toBeInTheDocument();
    expect(outline()).toEqual([1, 2, 3, 2]);
  });

  it('goes user (h1) > tab section (h2) > summary titles (h3) > their sections (h4) for a Premium user', async () => {
    renderDashboard({ kind: 'premium' });
    await screen.findByRole('article', { name: 'The science of sleep' });
    expect(screen.getByRole('heading', { level: 2, name: text.tabSummaries })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'The science of sleep' })).toBeInTheDocument();
    expect(outline().slice(0, 3)).toEqual([1, 2, 3]);
    expectNoSkippedLevels(outline());
  });
});

describe('dashboard: tabs for Basic users', () => {
  it('blurs both tabs behind the upgrade overlay, hides the preview from assistive tech and opens the plan dialog', async () => {
    const user = userEvent.setup();
    const { rec } = renderDashboard({ kind: 'basic' });
    await loaded();
    const summariesTab = screen.getByRole('tab', { name: text.tabSummaries });
    expect(summariesTab).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('heading', { name: text.premiumFeature })).toBeInTheDocument();
    expect(within(panel).getByText(text.upgradeToUnlock)).toBeInTheDocument();
    expect(within(panel).getByText(text.upgradeToViewSummaries)).toBeInTheDocument();
    const preview = within(panel).getByTestId('premium-preview');
    expect(preview).toHaveAttribute('aria-hidden', 'true');
    expect(preview).toHaveAttribute('inert');
    await user.click(screen.getByRole('tab', { name: text.tabPrompt }));
    const promptPanel = screen.getByRole('tabpanel');
    expect(within(promptPanel).getByText(text.upgradeToUnlock)).toBeInTheDocument();
    expect(within(promptPanel).queryByText(text.upgradeToViewSummaries)).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: text.yourCustomPrompt })).not.toBeInTheDocument();
    await user.click(within(promptPanel).getByRole('button', { name: messages.plans.upgradeNow }));
    expect(await screen.findByRole('dialog', { name: messages.plans.title })).toBeInTheDocument();
    // Page 1 is asked for beside the account, before the plan is known (issue 15, decision 171);
    // a Basic account never sees it and never asks again.
    expect(rec.summaryQueries).toHaveLength(1);
  });
});

describe('dashboard: summaries tab', () => {
  it('renders cards with icon, title, video link, date, sections with timestamp links and plain text', async () => {
    renderDashboard();
    const card = await screen.findByRole('article', { name: 'The science of sleep' });
    const link = within(card).getByRole('link', { name: text.youtubeVideoOf('The science of sleep') });
    expect(link).toHaveTextContent(text.youtubeVideo);
    expect(link).toHaveAttribute('href', 'https://www.youtube.com/watch?v=abcDEF12345');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(within(card).getByText('Summarized: January 5, 2026')).toBeInTheDocument();
    expect(within(card).getByTitle('video')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Watch from 1:05' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=abcDEF12345&t=65s',
    );
    expect(within(card).getByRole('heading', { name: /Practical routine/ })).toBeInTheDocument();
    expect(within(card).getByText('Memory consolidation happens in deep sleep')).toBeInTheDocument();
    expect(within(card).queryByText(/```/)).not.toBeInTheDocument();
    const plain = screen.getByRole('article', { name: 'Quarterly earnings call' });
    expect(within(plain).getByText('Revenue grew 12% on strong cloud demand.')).toBeInTheDocument();
    expect(within(plain).getByTitle('document')).toBeInTheDocument();
    // A PDF has no YouTube video: no link that would lead nowhere (issue 18.9).
    expect(within(plain).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 2 of 2 results')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.previous })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: text.next })).toHaveAttribute('aria-disabled', 'true');
  });

  it("renders a plain-text summary's Markdown as elements, never as HTML, with direction and a thumbnail (issue 18.11)", async () => {
    const markdown = [
      '# Key points',
      '',
      'The talk is **clear** and *short*. See https://example.com/a-very-long-address/that/keeps/going?and=going.',
      '',
      '- First [point](https://example.com/one)',
      '- Second <img src=x onerror=alert(1)>',
    ].join('\n');
    renderDashboard({
      summaries: [
        summary(1, { title: 'مراجعة الحديث', video_id: 'abcDEF12345', summary: markdown }),
        summary(2, { title: 'Quarterly earnings call', type: 'document', summary: '## Revenue\n\n**Up** 12%' }),
      ],
    });
    const card = await screen.findByRole('article', { name: 'مراجعة الحديث' });
    expect(within(card).getByRole('heading', { level: 3, name: 'مراجعة الحديث' })).toHaveAttribute('dir', 'auto');
    const heading = within(card).getByRole('heading', { level: 4, name: 'Key points' });
    expect(heading).toHaveAttribute('dir', 'auto');
    expect(within(card).getByText('clear').tagName).toBe('STRONG');
    expect(within(card).getByText('short').tagName).toBe('EM');
    expect(within(card).getByRole('link', { name: 'point' })).toHaveAttribute('href', 'https://example.com/one');
    expect(
      within(card).getByRole('link', { name: 'https://example.com/a-very-long-address/that/keeps/going?and=going' }),
    ).toHaveAttribute('rel', expect.stringContaining('noopener'));
    const items = within(card).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['First point', 'Second <img src=x onerror=alert(1)>']);
    for (const item of items) expect(item).toHaveAttribute('dir', 'auto');
    expect(card.textContent).not.toMatch(/\*\*|^#|\n- /);
    expect(document.querySelector('img[src="x"]')).toBeNull();
    // Video summaries only: a small decorative thumbnail, loaded when it comes near the screen.
    const thumbnail = card.querySelector('img');
    expect(thumbnail).toHaveAttribute('src', 'https://i.ytimg.com/vi/abcDEF12345/mqdefault.jpg');
    expect(thumbnail).toHaveAttribute('alt', '');
    expect(thumbnail).toHaveAttribute('loading', 'lazy');
    expect(thumbnail).toHaveAttribute('width', '96');
    expect(thumbnail).toHaveAttribute('height', '54');
    const doc = screen.getByRole('article', { name: 'Quarterly earnings call' });
    expect(within(doc).getByRole('heading', { level: 4, name: 'Revenue' })).toBeInTheDocument();
    expect(within(doc).getByText('Up').tagName).toBe('STRONG');
    expect(doc.querySelector('img')).toBeNull();
  });

  it('changes nothing until Apply, then fetches page 1 with the new filters', async () => {
    const user = userEvent.setup();
    const { rec } = renderDashboard();
    await screen.findByText('Showing 1 to 2 of 2 results');
    await user.type(screen.getByRole('searchbox', { name: text.searchLabel }), 'sleep');
    await user.selectOptions(screen.getByRole('combobox', { name: text.dateLabel }), text.dateFilters.week);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(Object.values(text.dateFilters));
    expect(rec.summaryQueries).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: text.apply }));
    await waitFor(() => expect(rec.summaryQueries).toHaveLength(2));
    expect(rec.summaryQueries[1]).toMatchObject({ page: 1, search: 'sleep', date: 'week', type: 'all' });
  });

  it('pages with Previous / Next and updates the range text', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 25 }, (_, i) => summary(i + 1));
    const { rec } = renderDashboard({ summaries: many });
    expect(await screen.findByText('Showing 1 to 10 of 25 results')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.previous })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: text.previous }));
    await user.click(screen.getByRole('button', { name: text.next }));
    expect(await screen.findByText('Showing 11 to 20 of 25 results')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.previous })).not.toHaveAttribute('aria-disabled');
    await user.click(screen.getByRole('button', { name: text.next }));
    expect(await screen.findByText('Showing 21 to 25 of 25 results')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.next })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: text.next }));
    expect(rec.summaryQueries.map((query) => query.page)).toEqual([1, 2, 3]);
  });

  it('copies and downloads a card as Markdown', async () => {
    const user = userEvent.setup();
    const { rec } = renderDashboard();
    const card = await screen.findByRole('article', { name: 'The science of sleep' });
    await user.click(within(card).getByRole('button', { name: messages.summaryActions.copy }));
    await waitFor(() => expect(rec.toasts).toContainEqual({ kind: 'success', title: messages.summaryActions.copied }));
    await user.click(within(card).getByRole('button', { name: messages.summaryActions.download }));
    await waitFor(() => expect(rec.downloaded).toEqual(['s-1']));
    expect(rec.copied).toEqual(['s-1']);
  });

  it('deletes a card at once: it leaves, the range and total follow, Undo beside the list has the focus', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 12 }, (_, i) => summary(i + 1));
    const { rec } = renderDashboard({ summaries: many });
    const card = await screen.findByRole('article', { name: 'Summary number 1' });
    await user.click(within(card).getByRole('button', { name: messages.summaryActions.delete }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Summary number 1' })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Showing 1 to 10 of 11 results')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Summary number 11' })).toBeInTheDocument();
    expect(rec.deleted).toEqual(['s-1']);
    const notice = screen.getByRole('status', { name: '' });
    expect(notice).toHaveTextContent(messages.summaryActions.deletedNamed('Summary number 1'));
    expect(within(notice).getByRole('button', { name: messages.summaryActions.undo })).toHaveFocus();
  });

  describe('Show More / Show Less', () => {
    afterEach(() => vi.restoreAllMocks());

    it('toggles a card whose content is taller than the collapsed height', async () => {
      vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(SUMMARY_COLLAPSED_HEIGHT_PX + 1);
      const user = userEvent.setup();
      renderDashboard({ summaries: [summary(1, { title: 'Long one' })] });
      const card = await screen.findByRole('article', { name: 'Long one' });
      const more = within(card).getByRole('button', { name: text.showMore });
      // A native disclosure: the browser says whether it is open (decision 257).
      expect(more.closest('details')).not.toHaveAttribute('open');
      await user.click(more);
      const less = within(card).getByRole('button', { name: text.showLess });
      expect(less.closest('details')).toHaveAttribute('open');
      await user.click(less);
      expect(within(card).getByRole('button', { name: text.showMore }).closest('details')).not.toHaveAttribute('open');
    });

    it('offers no toggle when the content fits', async () => {
      vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(SUMMARY_COLLAPSED_HEIGHT_PX);
      renderDashboard({ summaries: [summary(1, { title: 'Short one' })] });
      const card = await screen.findByRole('article', { name: 'Short one' });
      expect(within(card).queryByRole('button', { name: text.showMore })).not.toBeInTheDocument();
    });
  });

  it('shows the empty state when there are no summaries, and a no-match state after filtering', async () => {
    const user = userEvent.setup();
    renderDashboard({ summaries: [] });
    expect(await screen.findByText(text.emptyTitle)).toBeInTheDocument();
    // Where summaries come from, and no pager with nothing to page (issue 18, item 12).
    expect(screen.getByRole('link', { name: messages.site.addToChrome })).toHaveAttribute(
      'href',
      DEFAULT_EXTENSION_STORE_URL,
    );
    expect(screen.queryByRole('navigation', { name: text.paginationLabel })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Showing /)).not.toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: text.searchLabel }), 'nothing');
    await user.click(screen.getByRole('button', { name: text.apply }));
    expect(await screen.findByText(text.noMatchesTitle)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.clearFilters }));
    await waitFor(() => expect(screen.getByRole('searchbox', { name: text.searchLabel })).toHaveValue(''));
    expect(await screen.findByText(text.emptyTitle)).toBeInTheDocument();
  });

  it("shows 'Failed to load summaries' and retries", async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderDashboard({
      apis: {
        fetchSummaries: fromPromise(async ({ input }) => {
          calls += 1;
          // The first page is asked for twice before the alert: beside the account, then by the tab itself.
          if (calls <= 2) throw new ApiError(500, 'internal_error', null);
          return {
            summaries: [summary(9, { title: 'After retry' })],
            pagination: { total: 1, per_page: input.per_page, current_page: 1, last_page: 1 },
          };
        }),
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text.summariesLoadFailed);
    await user.click(within(alert).getByRole('button', { name: text.retry }));
    expect(await screen.findByRole('article', { name: 'After retry' })).toBeInTheDocument();
  });
});

describe('dashboard: custom prompt tab', () => {
  it('edits, saves, rejects a short prompt and resets to the default', async () => {
    const user = userEvent.setup();
    const { rec } = renderDashboard();
    await loaded();
    await user.click(screen.getByRole('tab', { name: text.tabPrompt }));
    const box = await screen.findByRole('textbox', { name: text.yourCustomPrompt });
    expect(box).toHaveValue('Summarize for a busy engineer: key ideas first, then numbers.');
    expect(screen.getByText(text.promptTip)).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'short');
    await user.click(screen.getByRole('button', { name: text.savePrompt }));
    expect(box).toHaveAccessibleDescription(expect.stringContaining(text.promptTooShort));
    expect(rec.toasts).not.toContainEqual({ kind: 'error', title: text.promptTooShort });
    expect(rec.savedPrompts).toEqual([]);
    await user.type(box, ' but now long enough');
    await user.click(screen.getByRole('button', { name: text.savePrompt }));
    await waitFor(() => expect(rec.toasts).toContainEqual({ kind: 'success', title: text.promptSaved }));
    expect(rec.savedPrompts).toEqual(['short but now long enough']);
    await user.click(screen.getByRole('button', { name: text.resetToDefault }));
    // It asks first (issue 18.16): keeping the prompt changes nothing, confirming resets it.
    expect(screen.getByText(text.resetConfirmTitle)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.resetKeep }));
    expect(box).toHaveValue('short but now long enough');
    expect(screen.getByRole('button', { name: text.savePrompt })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: text.resetToDefault }));
    await user.click(screen.getByRole('button', { name: text.resetConfirmAction }));
    await waitFor(() => expect(rec.toasts).toContainEqual({ kind: 'success', title: text.promptReset }));
    expect(screen.getByRole('textbox', { name: text.yourCustomPrompt })).toHaveValue(
      'Generate a concise summary focusing on the main points and key takeaways',
    );
  });

  it('limits the prompt to 2,000 characters with a counter, and marks the field invalid with its message', async () => {
    const user = userEvent.setup();
    renderDashboard();
    await loaded();
    await user.click(screen.getByRole('tab', { name: text.tabPrompt }));
    const box = await screen.findByRole('textbox', { name: text.yourCustomPrompt });
    expect(box).toHaveAttribute('maxlength', String(PROMPT_MAX_LENGTH));
    await user.clear(box);
    await user.type(box, 'short');
    expect(box).toHaveAccessibleDescription(text.characterCount(5, PROMPT_MAX_LENGTH));
    await user.click(screen.getByRole('button', { name: text.savePrompt }));
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(expect.stringContaining(text.promptTooShort));
    await user.type(box, '!');
    expect(box).not.toHaveAttribute('aria-invalid');
  });

  it('limits the search to 200 characters and shows a refused search next to the box', async () => {
    const user = userEvent.setup();
    renderDashboard({
      apis: {
        fetchSummaries: fromPromise<SummariesPage, SummariesQuery>(async ({ input }) => {
          if (input.search) throw new ApiError(422, 'validation_error', 'Search must be at most 200 characters');
          return pageOf(sampleSummaries, input);
        }),
      },
    });
    await loaded();
    const search = await screen.findByRole('searchbox', { name: text.searchLabel });
    expect(search).toHaveAttribute('maxlength', String(SEARCH_MAX_LENGTH));
    await user.type(search, 'talk');
    await user.click(screen.getByRole('button', { name: text.apply }));
    await waitFor(() => expect(search).toHaveAttribute('aria-invalid', 'true'));
    expect(search).toHaveAccessibleDescription('Search must be at most 200 characters');
  });

  it('marks Save Prompt busy and disables both buttons while saving', async () => {
    const user = userEvent.setup();
    let finish: (prompt: string) => void = () => {};
    renderDashboard({
      apis: { savePrompt: fromPromise<string, { prompt: string }>(() => new Promise((resolve) => (finish = resolve))) },
    });
    await loaded();
    await user.click(screen.getByRole('tab', { name: text.tabPrompt }));
    const box = await screen.findByRole('textbox', { name: text.yourCustomPrompt });
    // Unchanged, there is nothing to save (issue 18.16).
    expect(screen.getByRole('button', { name: text.savePrompt })).toBeDisabled();
    await user.type(box, ' Keep it short.');
    await user.click(screen.getByRole('button', { name: text.savePrompt }));
    const save = screen.getByRole('button', { name: text.savePrompt });
    expect(save).toHaveAttribute('aria-busy', 'true');
    expect(save).toBeDisabled();
    expect(screen.getByRole('button', { name: text.resetToDefault })).toBeDisabled();
    finish('A prompt that is long enough');
    await waitFor(() => expect(screen.getByRole('button', { name: text.resetToDefault })).toBeEnabled());
    // Saved: nothing left to save until the text changes again.
    expect(screen.getByRole('button', { name: text.savePrompt })).toBeDisabled();
  });
});

describe('dashboard: billing (issue 13)', () => {
  it('lists the invoices with date, amount, period, status and receipt link', async () => {
    renderDashboard({ kind: 'premium' });
    const billing = await screen.findByRole('region', { name: messages.plans.billingTitle });
    const rows = await within(billing).findAllByRole('row');
    expect(rows[1]).toHaveTextContent('$9.99');
    expect(rows[1]).toHaveTextContent(messages.plans.invoiceStatuses.paid);
    // Issue 28.2: each receipt link names its invoice's date.
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: /^View receipt of / })).toHaveAttribute(
      'href',
      'https://invoice.stripe.example/i/inv-1',
    );
  });
});

describe('dashboard: billing interval switch (issue 28.2)', () => {
  it('asks in place of its button; Escape keeps the billing and gives the focus back to the button', async () => {
    const user = userEvent.setup();
    renderDashboard({ kind: 'premium' });
    const billing = await screen.findByRole('region', { name: messages.plans.billingTitle });
    const toAnnualName = billingMessages.switchBilling('year');
    const toAnnual = await within(billing).findByRole('button', { name: toAnnualName });
    await user.click(toAnnual);
    const question = within(billing).getByRole('region', { name: toAnnualName });
    expect(question).toHaveTextContent(billingMessages.switchBillingToAnnualText);
    // The question stands in for the button, and its safe answer has the focus.
    expect(within(billing).queryByRole('button', { name: toAnnualName })).toBeNull();
    expect(within(question).getByRole('button', { name: messages.plans.keepCurrentBilling })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(within(billing).queryByRole('region', { name: toAnnualName })).toBeNull();
    await waitFor(() => expect(within(billing).getByRole('button', { name: toAnnualName })).toHaveFocus());
  });
});
