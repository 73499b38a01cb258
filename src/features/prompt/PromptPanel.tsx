import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { messages } from '#domain/messages.ts';
import {
  type promptMachine,
  selectCanReset,
  selectCanSave,
  selectDraft,
  selectFieldError,
  selectDraftRestored,
  selectIsBusy,
  selectIsConfirmingReset,
  selectIsLoading,
  selectIsResetting,
  selectIsSaving,
  selectLoadFailed,
  selectPromptCount,
} from '#machines/prompt.machine.ts';
import { problemText } from '#src/features/problems.ts';
import { Alert } from '#src/ui/Alert.tsx';
import { Button } from '#src/ui/Button.tsx';
import { CenteredSpinner } from '#src/ui/Spinner.tsx';
import { PromptEditor } from './PromptEditor.tsx';

const text = messages.dashboard;

/** The premium "Custom Prompt" tab: the editor once the saved prompt has loaded. */
export function PromptPanel({ actor }: { actor: ActorRefFrom<typeof promptMachine> }) {
  const loading = useSelector(actor, selectIsLoading);
  const failed = useSelector(actor, selectLoadFailed);
  const draft = useSelector(actor, selectDraft);
  const fieldError = problemText(useSelector(actor, selectFieldError));
  const count = useSelector(actor, selectPromptCount);
  const busy = useSelector(actor, selectIsBusy);
  const saving = useSelector(actor, selectIsSaving);
  const resetting = useSelector(actor, selectIsResetting);
  const canSave = useSelector(actor, selectCanSave);
  const canReset = useSelector(actor, selectCanReset);
  const confirmingReset = useSelector(actor, selectIsConfirmingReset);
  const draftRestored = useSelector(actor, selectDraftRestored);
  if (loading) return <CenteredSpinner label={text.yourCustomPrompt} />;
  if (failed)
    return (
      <Alert tone="danger" title={text.loadFailed}>
        <Button variant="secondary" size="sm" onClick={() => actor.send({ type: 'prompt.retried' })}>
          {text.retry}
        </Button>
      </Alert>
    );
  return (
    <PromptEditor
      prompt={draft}
      error={fieldError}
      count={count}
      saving={saving}
      resetting={resetting}
      canEdit={!busy && !confirmingReset}
      canSave={canSave}
      canReset={canReset}
      confirmingReset={confirmingReset}
      draftRestored={draftRestored}
      onChange={(prompt) => actor.send({ type: 'prompt.changed', prompt })}
      onSave={() => actor.send({ type: 'prompt.saved' })}
      onReset={() => actor.send({ type: 'prompt.resetRequested' })}
      onResetConfirm={() => actor.send({ type: 'prompt.resetConfirmed' })}
      onResetCancel={() => actor.send({ type: 'prompt.resetCancelled' })}
    />
  );
}
