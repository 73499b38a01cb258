// The page's APIs ship in its chunk; the composition root
// (src/app/composition.tsx, src/app/apis.ts) calls it.
import '#src/features/feedback/actors.ts';
import { useActorRef, useSelector } from '@xstate/react';
import { HeartCrack } from 'lucide-react';
import { useParams } from 'react-router';
import { messages } from '#domain/messages.ts';
import {
  feedbackMachine,
  selectFieldErrors,
  selectForm,
  selectIsSubmitting,
  selectShowsComments,
  selectShowsThankYou,
  selectTextCounts,
} from '#machines/feedback.machine.ts';
import { useComposition } from '#src/app/composition.tsx';
import { BrandShell } from '#src/features/brand/BrandHeader.tsx';
import { FeedbackForm, ThankYouDialog } from './FeedbackForm.tsx';
import * as css from './uninstall.css.ts';
import { getInspect } from '#src/dev/inspect.ts';
import { MAIN_CONTENT_ID } from '#src/layout/SkipLink.tsx';

const text = messages.feedback;

export default function UninstallPage() {
  const { uid } = useParams();
  const actor = useActorRef(useComposition().feedback(feedbackMachine), {
    input: { uid: uid ?? null },
    inspect: getInspect(),
  });
  const fields = useSelector(actor, selectForm);
  const errors = useSelector(actor, selectFieldErrors);
  const counts = useSelector(
    actor,
    selectTextCounts,
    (a, b) => a.comments.length === b.comments.length && a.suggestions.length === b.suggestions.length,
  );
  const showComments = useSelector(actor, selectShowsComments);
  const submitting = useSelector(actor, selectIsSubmitting);
  const thankYou = useSelector(actor, selectShowsThankYou);
  const canSubmit = useSelector(actor, (s) => s.can({ type: 'feedback.submitted' }));
  return (
    <BrandShell>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={css.page}>
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
            errors={errors}
            counts={counts}
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
