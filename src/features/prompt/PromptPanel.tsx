import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { messages } from '../../../domain/messages.ts';
import {
  type promptMachine,
  selectCanReset,
  selectCanSave,
  selectDraft,
  selectIsBusy,
  selectIsLoading,
  selectIsResetting,
  selectIsSaving,
  selectLoadFailed,
} from '../../../machines/prompt.machine.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { CenteredSpinner } from '../../ui/Spinner.tsx';
import { PromptEditor } from './PromptEditor.tsx';

const text = messages.dashboard;

/** The premium "Custom Prompt" tab: the editor once the saved prompt has loaded. */
export function PromptPanel({ actor }: { actor: ActorRefFrom<typeof promptMachine> }) {
  const loading = useSelector(actor, selectIsLoading);
  const failed = useSelector(actor, selectLoadFailed);
  const draft = useSelector(actor, selectDraft);
  const busy = useSelector(actor, selectIsBusy);
  const saving = useSelector(actor, selectIsSaving);
  const resetting = useSelector(actor, selectIsResetting);
  const canSave = useSelector(actor, selectCanSave);
  const canReset = useSelector(actor, selectCanReset);
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
      saving={saving}
      resetting={resetting}
      canEdit={!busy}
      canSave={canSave}
      canReset={canReset}
      onChange={(prompt) => actor.send({ type: 'prompt.changed', prompt })}
      onSave={() => actor.send({ type: 'prompt.saved' })}
      onReset={() => actor.send({ type: 'prompt.resetRequested' })}
    />
  );
}
