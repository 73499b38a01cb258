import { useSelector } from '@xstate/react';
import { Link } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import { ANNUAL_DISCOUNT_LABEL } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import {
  type PlanDialogUserEvent,
  type planDialogMachine,
  selectCancelEndsOn,
  selectCanRetry,
  selectCanToggle,
  selectError,
  selectInterval,
  selectIsConfirmingCancel,
  selectIsLoading,
  selectIsPremium,
  selectPlanCards,
  selectSwitchConfirmation,
} from '#machines/planDialog.machine.ts';
import type { PlanCard } from '#machines/planCard.ts';
import { Alert } from '#src/ui/Alert.tsx';
import { Badge } from '#src/ui/Badge.tsx';
import { Button } from '#src/ui/Button.tsx';
import { Dialog } from '#src/ui/Dialog.tsx';
import { answers } from '#src/ui/inlineQuestion.css.ts';
import { formatDate, formatMoney } from '#src/features/format.ts';
import { problemText } from '#src/features/problems.ts';
import { CenteredSpinner } from '#src/ui/Spinner.tsx';
import { Switch } from '#src/ui/Switch.tsx';
import { PlanCardView } from './PlanCardView.tsx';
import * as css from './plans.css.ts';

const text = messages.plans;
type PlanDialogActor = ActorRefFrom<typeof planDialogMachine>;

type PlanDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The dashboard's plan-dialog child; it was started with the current plan and the user's premium flag. */
  actor: PlanDialogActor | undefined;
};

function sameCards(a: PlanCard[], b: PlanCard[]): boolean {
  return a.length === b.length && a.every((card, i) => JSON.stringify(card) === JSON.stringify(b[i]));
}

/**
 * "Cancel your Premium subscription?" (issue 18.1): open while the machine asks; closing it keeps Premium.
 * The safe choice comes first and takes the focus; neither button says a bare "Cancel".
 */
function CancelConfirmation({ actor }: { actor: PlanDialogActor }) {
  const open = useSelector(actor, selectIsConfirmingCancel);
  const endsOn = useSelector(actor, selectCancelEndsOn);
  const keep = () => actor.send({ type: 'cancel.dismissed' });
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : keep())} title={text.cancelConfirmTitle} size="sm">
      <p className={css.confirmText}>
        {endsOn ? text.cancelConfirmUntil(formatDate(endsOn)) : text.cancelConfirmUntilPeriodEnd}
      </p>
      <p className={css.confirmText}>{text.cancelConfirmLoss}</p>
      <div className={css.cancelActions}>
        <Button variant="primary" onClick={keep}>
          {text.keepPremium}
        </Button>
        <Button variant="danger" onClick={() => actor.send({ type: 'cancel.confirmed' })}>
          {text.confirmCancel}
        </Button>
      </div>
    </Dialog>
  );
}

/** The event a card's button sends, by the action the machine gave the card. */
function cardEvent(card: PlanCard): PlanDialogUserEvent {
  if (card.action === 'cancel') return { type: 'plan.cancelRequested' };
  if (card.action === 'resume') return { type: 'plan.resumeRequested' };
  if (card.action === 'switch') return { type: 'plan.switchRequested', planId: card.plan.id };
  return { type: 'plan.selected', planId: card.plan.id };
}

/** "Switch to annual billing?": the price difference and when it applies (issue 13), before anything is sent. */
function SwitchConfirmation({ actor }: { actor: PlanDialogActor }) {
  const ask = useSelector(actor, selectSwitchConfirmation);
  const keep = () => actor.send({ type: 'switch.dismissed' });
  const toAnnual = ask?.to.interval === 'year';
  const explanation = !ask
    ? ''
    : toAnnual
      ? text.switchToAnnualText(formatMoney(ask.annual), formatMoney(ask.perMonth), formatMoney(ask.currentPrice))
      : text.switchToMonthlyText(
          ask.periodEnd ? formatDate(ask.periodEnd) : '',
          formatMoney(ask.perMonth),
          formatMoney(ask.annual),
        );
  return (
    <Dialog
      open={ask !== null}
      onOpenChange={(next) => (next ? undefined : keep())}
      title={toAnnual ? text.switchToAnnualTitle : text.switchToMonthlyTitle}
      size="sm"
    >
      <p className={css.confirmText}>{explanation}</p>
      <div className={answers}>
        <Button variant="secondary" onClick={keep}>
          {text.keepCurrentBilling}
        </Button>
        <Button variant="primary" onClick={() => actor.send({ type: 'switch.confirmed' })}>
          {text.confirmSwitch}
        </Button>
      </div>
    </Dialog>
  );
}

function PlanDialogBody({ actor }: { actor: PlanDialogActor }) {
  const loading = useSelector(actor, selectIsLoading);
  const error = problemText(useSelector(actor, selectError));
  const interval = useSelector(actor, selectInterval);
  const canToggle = useSelector(actor, selectCanToggle);
  const cards = useSelector(actor, selectPlanCards, sameCards);
  const isPremium = useSelector(actor, selectIsPremium);
  const canRetry = useSelector(actor, selectCanRetry);
  return (
    <>
      {isPremium ? <p className={css.premiumNote}>{text.premiumNote}</p> : null}
      {error ? (
        <div className={css.errorBox}>
          <Alert tone="danger">{error}</Alert>
          {canRetry ? (
            <Button variant="secondary" size="sm" onClick={() => actor.send({ type: 'plans.retried' })}>
              {text.retry}
            </Button>
          ) : null}
        </div>
      ) : null}
      {loading ? (
        <CenteredSpinner label={text.loading} />
      ) : (
        <>
          <div className={css.toolbar}>
            <span className={css.toggle}>
              <Switch
                before={text.monthly}
                label={text.annually}
                checked={interval === 'year'}
                locked={!canToggle}
                onCheckedChange={() => actor.send({ type: 'billing.toggled' })}
              />
              <Badge tone="success">{ANNUAL_DISCOUNT_LABEL}</Badge>
            </span>
          </div>
          <div className={css.grid}>
            {cards.map((card) => (
              <PlanCardView key={card.plan.id} card={card} onAction={() => actor.send(cardEvent(card))} />
            ))}
          </div>
        </>
      )}
      <CancelConfirmation actor={actor} />
      <SwitchConfirmation actor={actor} />
      <div className={css.hint}>
        <div>
          <p className={css.hintTitle}>{text.needHelp}</p>
          <p className={css.hintText}>{text.needHelpText}</p>
        </div>
        <Link to="/#faq" className={css.faq}>
          {text.faqLink}
        </Link>
      </div>
    </>
  );
}

/** 'Choose Your Plan': opened and closed by the dashboard machine, contents from its plan-dialog child. */
export function PlanDialog({ open, onClose, actor }: PlanDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={text.title}
      description={text.subtitle}
      size="lg"
    >
      {actor ? <PlanDialogBody actor={actor} /> : null}
    </Dialog>
  );
}
