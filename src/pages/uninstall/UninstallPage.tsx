import { useActorRef, useSelector } from '@xstate/react';
import { HeartCrack } from 'lucide-react';
import { useParams } from 'react-router';
import { messages } from '../../../domain/messages.ts';
import {
  feedbackMachine,
  selectForm,
  selectIsSubmitting,
  selectShowsComments,
  selectShowsThankYou,
} from '../../../machines/feedback.machine.ts';
import { browserActions } from '../../app/browserEffects.ts';
import { BrandShell } from '../../features/brand/BrandHeader.tsx';
import { feedbackActors } from '../../features/feedback/actors.ts';
import { FeedbackForm, ThankYouDialog } from './FeedbackForm.tsx';
import * as css from './uninstall.css.ts';
import { getInspect } from '../../dev/inspect.ts';

const text = messages.feedback;

export const appFeedbackMachine = feedbackMachine.provide({ actors: feedbackActors, actions: { toast: browserActions.toast } });

export default function UninstallPage({ logic = appFeedbackMachine }: { logic?: typeof appFeedbackMachine }) {
  const { uid } = useParams();
  const actor = useActorRef(logic, { input: { uid: uid ?? null }, inspect: getInspect() });
  const fields = useSelector(actor, selectForm);
  const showComments = useSelector(actor, selectShowsComments);
  const submitting = useSelector(actor, selectIsSubmitting);
  const thankYou = useSelector(actor, selectShowsThankYou);
  const canSubmit = useSelector(actor, (s) => s.can({ type: 'feedback.submitted' }));
  return (
    <BrandShell>
      <main className={css.page}>
        <div className={css.column}>
          <div className={css.hero}>
            <span className={css.heroIcon}>
              <HeartCrack size={28} aria-hidden="true" />
            </span>
            <h1 className={css.heading}>{text.heading}</h1>
            <p className={css.intro}>{text.intro}</p>
          </div>
          <FeedbackForm
            fields={fields}
            showComments={showComments}
            submitting={submitting}
            canSubmit={canSubmit}
            onReasonChange={(reason) => actor.send({ type: 'feedback.reasonChanged', reason })}
            onCommentsChange={(value) => actor.send({ type: 'feedback.commentsChanged', value })}
            onSuggestionsChange={(value) => actor.send({ type: 'feedback.suggestionsChanged', value })}
            onEmailChange={(value) => actor.send({ type: 'feedback.emailChanged', value })}
            onSubmit={() => actor.send({ type: 'feedback.submitted' })}
          />
        </div>
        <ThankYouDialog open={thankYou} onClose={() => actor.send({ type: 'feedback.thankYouClosed' })} />
      </main>
    </BrandShell>
  );
}
