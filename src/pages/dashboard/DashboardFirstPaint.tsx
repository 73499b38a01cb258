import { messages } from '#domain/messages.ts';
import type { components } from '#contract/schema.d.ts';
import {
  type SummariesSnapshot,
  selectCanApply,
  selectCanNext,
  selectCanPrevious,
  selectDraft,
  selectRange,
  selectSearchCount,
  selectSearchError,
  selectSummaries,
} from '#machines/summaries.machine.ts';
import { ExportStartButton } from '#src/features/export/ExportStartButton.tsx';
import { NewSummaryStartButton } from '#src/features/newSummary/NewSummaryStartButton.tsx';
import { SummariesPagination } from '#src/features/summaries/SummariesPagination.tsx';
import { SummariesPanelView, SummaryListView } from '#src/features/summaries/SummariesPanelView.tsx';
import { SummaryFilters } from '#src/features/summaries/SummaryFilters.tsx';
import { DashboardHeader } from './DashboardHeader.tsx';
import { DashboardTabsView } from './DashboardTabsView.tsx';
import * as css from './dashboard.css.ts';
import { ProfileCard } from './ProfileCard.tsx';

type UserInfo = components['schemas']['UserInfoResponse'];

export type FirstPaintProps = {
  user: UserInfo['user'];
  subscription: UserInfo['subscription'];
  /** The summaries tab's machine at its first page (its initial snapshot: nothing runs). */
  summaries: SummariesSnapshot;
};

/** Draws nothing when pressed: the first paint's buttons are inert until the live page replaces it (decision 257). */
const inert = () => undefined;

/**
 * The signed-in Premium dashboard as it first shows (profile, My Summaries at page 1), rendered by
 * the server into the HTML so that the first summary does not wait for the script (decision 209).
 * The same views as the live page, given the data the server read; the live page replaces it when
 * its own data is in. Only the plain states are drawn here (server/first-paint.ts picks them).
 */
export function DashboardFirstPaint({ user, subscription, summaries }: FirstPaintProps) {
  const range = selectRange(summaries);
  const draft = selectDraft(summaries);
  return (
    <div className={css.page}>
      <DashboardHeader username={user.username} onLogout={inert} />
      <main className={css.main}>
        <ProfileCard
          username={user.username}
          email={user.email}
          isPremium
          planBadge={messages.dashboard.premiumPlan}
          cancelled={subscription.cancelled}
          periodEnd={subscription.current_period_end}
          scheduledSwitch={null}
          canUndoSwitch={false}
          onUndoSwitch={inert}
          canManage
          onManage={inert}
          onLogoutAll={inert}
          confirmingLogoutAll={false}
          onLogoutAllConfirm={inert}
          onLogoutAllCancel={inert}
          newSummary={<NewSummaryStartButton onClick={inert} />}
        />
        <DashboardTabsView
          tab="summaries"
          onTabSelected={inert}
          content={(tab) =>
            tab === 'summaries' ? (
              <SummariesPanelView
                filters={
                  <SummaryFilters
                    search={draft.search}
                    searchError={selectSearchError(summaries)}
                    searchCount={selectSearchCount(summaries)}
                    date={draft.date}
                    canApply={selectCanApply(summaries)}
                    onSearchChange={inert}
                    onDateChange={inert}
                    onApply={inert}
                  />
                }
                list={
                  <SummaryListView
                    summaries={selectSummaries(summaries)}
                    canShare
                    onCopy={inert}
                    onDownload={inert}
                    onDelete={inert}
                  />
                }
                pager={
                  range ? (
                    <SummariesPagination
                      {...range}
                      canPrevious={selectCanPrevious(summaries)}
                      canNext={selectCanNext(summaries)}
                      onPrevious={inert}
                      onNext={inert}
                    />
                  ) : null
                }
                exportAction={<ExportStartButton disabled={false} onClick={inert} />}
              />
            ) : null
          }
        />
      </main>
    </div>
  );
}
