import { type ReactNode, useEffect, useRef } from 'react';
import { CalendarClock, CreditCard, MonitorOff } from 'lucide-react';
import { messages } from '#domain/messages.ts';
import { Badge } from '#src/ui/Badge.tsx';
import { Button } from '#src/ui/Button.tsx';
import { Card } from '#src/ui/Card.tsx';
import { InlineQuestion, useFocusBackToOpener } from '#src/ui/InlineQuestion.tsx';
import { useFormatDate } from '#src/features/displayTimeZone.ts';
import { initials } from '#src/features/format.ts';
import * as css from './dashboard.css.ts';

const text = messages.dashboard;

export type ProfileCardProps = {
  username: string;
  email: string;
  isPremium: boolean;
  /** 'Premium Plan' or 'Basic Plan', as the machine words it. */
  planBadge: string;
  /** How Premium is billed (issue 28.2), null for Basic. */
  interval: 'month' | 'year' | null;
  /** Cancelled at period end: the CANCELLED badge and 'Subscription ends {date}' replace 'Renews on'. */
  cancelled: boolean;
  periodEnd: string | null;
  /** An annual -> monthly switch waiting for the period end (issue 13), with its undo. */
  scheduledSwitch: { interval: 'month' | 'year'; on: string } | null;
  canUndoSwitch: boolean;
  onUndoSwitch: () => void;
  canManage: boolean;
  onManage: () => void;
  /** Asks to end every session of the user (POST /api/logout-all), this browser's included. */
  onLogoutAll: () => void;
  /** The question "Sign out of all devices?" is open (issue 18.16). */
  confirmingLogoutAll: boolean;
  onLogoutAllConfirm: () => void;
  onLogoutAllCancel: () => void;
  /** "New summary" (issue 23.8): the live page's button and dialog, or the first paint's look-alike. */
  newSummary?: ReactNode;
};

function PeriodLine({ cancelled, periodEnd }: { cancelled: boolean; periodEnd: string | null }) {
  const formatDate = useFormatDate();
  if (periodEnd === null) return null;
  const date = formatDate(periodEnd);
  return (
    <span className={css.periodLine}>
      <CalendarClock size={14} aria-hidden="true" />
      {cancelled ? messages.plans.subscriptionEnds(date) : text.renewsOn(date)}
    </span>
  );
}

/**
 * "Keep annual billing" (issue 28.6, decision 283): its button keeps the focus while the undo runs
 * (a failure leaves it there); once the scheduled switch is gone, the focus goes to the result, the
 * plan line that now says how Premium is billed, not to the page's top.
 */
function useFocusAfterUndoSwitch(scheduled: boolean, canUndo: boolean) {
  const planLine = useRef<HTMLDivElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (!asked.current) return;
    if (!scheduled) planLine.current?.focus();
    // Done either way once the switch is gone or the button answers again (the undo failed).
    if (!scheduled || canUndo) asked.current = false;
  }, [scheduled, canUndo]);
  return {
    planLine,
    asked: () => {
      asked.current = true;
    },
  };
}

export function ProfileCard(props: ProfileCardProps) {
  const { username, email, isPremium, planBadge, cancelled, periodEnd } = props;
  const formatDate = useFormatDate();
  const logoutAll = useFocusBackToOpener(props.confirmingLogoutAll);
  const undoSwitch = useFocusAfterUndoSwitch(props.scheduledSwitch !== null, props.canUndoSwitch);
  return (
    <Card padding="none" className={css.profile}>
      <div className={css.identity}>
        <span className={css.bigAvatar} aria-hidden="true">
          {initials(username)}
        </span>
        <div style={{ minWidth: 0 }}>
          <h1 className={css.name}>{username}</h1>
          <p className={css.email}>{email}</p>
          {/* The focus lands here after "Keep annual billing": the line says how Premium is billed now. */}
          <div ref={undoSwitch.planLine} tabIndex={-1} className={css.planLine}>
            <Badge tone={isPremium ? 'premium' : 'neutral'}>{planBadge}</Badge>
            {cancelled ? <Badge tone="warning">{messages.plans.cancelledBadge}</Badge> : null}
            {isPremium && props.interval ? (
              <span className={css.periodLine}>{messages.plans.billedEvery(props.interval)}</span>
            ) : null}
            <PeriodLine cancelled={cancelled} periodEnd={periodEnd} />
          </div>
          {props.scheduledSwitch ? (
            <p className={css.periodLine}>
              {messages.plans.switchesOn(props.scheduledSwitch.interval, formatDate(props.scheduledSwitch.on))}{' '}
              <Button
                variant="ghost"
                size="sm"
                // Off while a change runs, but focused still: the focus is not dropped to the page's top.
                focusableWhenDisabled
                disabled={!props.canUndoSwitch}
                onClick={() => {
                  undoSwitch.asked();
                  props.onUndoSwitch();
                }}
              >
                {messages.plans.undoSwitch}
              </Button>
            </p>
          ) : null}
        </div>
      </div>
      <div className={css.profileActions}>
        <Button variant="secondary" disabled={!props.canManage} onClick={props.onManage}>
          <CreditCard size={16} aria-hidden="true" />
          {text.manageSubscription}
        </Button>
        {/* The question below stands in for this button while it is asked. */}
        {props.confirmingLogoutAll ? null : (
          <Button ref={logoutAll.opener} variant="ghost" onClick={props.onLogoutAll}>
            <MonitorOff size={16} aria-hidden="true" />
            {text.logoutAll}
          </Button>
        )}
        {props.newSummary}
      </div>
      {props.confirmingLogoutAll ? (
        <InlineQuestion
          title={text.logoutAllConfirmTitle}
          text={text.logoutAllConfirmText}
          onEscape={logoutAll.kept(props.onLogoutAllCancel)}
        >
          {/* The question just appeared: the safe answer takes focus. */}
          <Button variant="secondary" autoFocus onClick={logoutAll.kept(props.onLogoutAllCancel)}>
            {text.logoutAllKeep}
          </Button>
          <Button variant="danger" onClick={props.onLogoutAllConfirm}>
            {text.logoutAllConfirmAction}
          </Button>
        </InlineQuestion>
      ) : null}
    </Card>
  );
}
