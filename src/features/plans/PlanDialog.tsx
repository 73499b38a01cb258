import { useSelector } from '@xstate/react';
import { Link } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import { ANNUAL_DISCOUNT_LABEL } from '../../../domain/constants.ts';
import { messages } from '../../../domain/messages.ts';
import {
  type PlanDialogSnapshot,
  type planDialogMachine,
  selectCanCancel,
  selectCanSelect,
  selectCanToggle,
  selectError,
  selectInterval,
  selectIsLoading,
  selectPlanCards,
} from '../../../machines/planDialog.machine.ts';
import type { PlanCard } from '../../../machines/subscriptionStatus.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Badge } from '../../ui/Badge.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { CenteredSpinner } from '../../ui/Spinner.tsx';
import { Switch } from '../../ui/Switch.tsx';
import { formatDate } from '../format.ts';
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

/** Whether each card's button is enabled right now, asked of the machine (snapshot.can). */
function selectEnabled(s: PlanDialogSnapshot): Record<string, boolean> {
  const canCancel = selectCanCancel(s);
  return Object.fromEntries(
    selectPlanCards(s).map((card) => [card.plan.id, card.action === 'cancel' ? canCancel : selectCanSelect(s, card.plan.id)]),
  );
}

function sameFlags(a: Record<string, boolean>, b: Record<string, boolean>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

function sameCards(a: PlanCard[], b: PlanCard[]): boolean {
  return a.length === b.length && a.every((card, i) => JSON.stringify(card) === JSON.stringify(b[i]));
}

function PlanDialogBody({ actor }: { actor: PlanDialogActor }) {
  const loading = useSelector(actor, selectIsLoading);
  const error = useSelector(actor, selectError);
  const interval = useSelector(actor, selectInterval);
  const canToggle = useSelector(actor, selectCanToggle);
  const cards = useSelector(actor, selectPlanCards, sameCards);
  const enabled = useSelector(actor, selectEnabled, sameFlags);
  const periodEnd = useSelector(actor, (s) => s.context.currentPlan?.current_period_end ?? null);
  const endsOn = (card: PlanCard) => (card.badge === text.cancelledBadge && periodEnd ? formatDate(periodEnd) : null);
  return (
    <>
      {error ? (
        <div className={css.errorBox}>
          <Alert tone="danger">{error}</Alert>
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
              <PlanCardView
                key={card.plan.id}
                card={card}
                endsOn={endsOn(card)}
                enabled={enabled[card.plan.id] ?? false}
                onAction={() =>
                  actor.send(card.action === 'cancel' ? { type: 'plan.cancelRequested' } : { type: 'plan.selected', planId: card.plan.id })
                }
              />
            ))}
          </div>
        </>
      )}
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
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())} title={text.title} description={text.subtitle} size="lg">
      {actor ? <PlanDialogBody actor={actor} /> : null}
    </Dialog>
  );
}
