import { Lightbulb, RotateCcw, Save } from 'lucide-react';
import { type FormEvent, useEffect, useRef } from 'react';
import { PROMPT_MAX_LENGTH } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import { Alert } from '#src/ui/Alert.tsx';
import { Button } from '#src/ui/Button.tsx';
import { InlineQuestion } from '#src/ui/InlineQuestion.tsx';
import { TextArea } from '#src/ui/TextField.tsx';
import * as css from './prompt.css.ts';

const text = messages.dashboard;

export type PromptEditorProps = {
  prompt: string;
  /** The machine's message next to the textarea, or null. */
  error: string | null;
  count: { length: number; max: number };
  saving: boolean;
  resetting: boolean;
  canEdit: boolean;
  canSave: boolean;
  canReset: boolean;
  /** "Reset to Default" was pressed: ask before replacing the prompt (issue 18.16). */
  confirmingReset: boolean;
  /** The textarea holds a draft kept from before the session ended (issue 18.14). */
  draftRestored: boolean;
  onChange: (prompt: string) => void;
  onSave: () => void;
  onReset: () => void;
  onResetConfirm: () => void;
  onResetCancel: () => void;
};

/**
 * Focus follows the reset question (issue 28.6): "Keep my prompt" (or Escape) returns to Reset to
 * Default; a reset that is done goes to its result, the prompt.
 */
function useFocusAfterReset(asking: boolean, resetting: boolean) {
  const resetButton = useRef<HTMLButtonElement>(null);
  const prompt = useRef<HTMLTextAreaElement>(null);
  const before = useRef({ asking, resetting });
  useEffect(() => {
    const was = before.current;
    before.current = { asking, resetting };
    if (was.asking && !asking && !resetting) resetButton.current?.focus();
    if (was.resetting && !resetting) prompt.current?.focus();
  }, [asking, resetting]);
  return { resetButton, prompt };
}

export function PromptEditor(props: PromptEditorProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (props.canSave) props.onSave();
  };
  const focus = useFocusAfterReset(props.confirmingReset, props.resetting);
  return (
    <form className={css.editor} onSubmit={submit} aria-busy={props.saving || props.resetting}>
      {props.draftRestored ? <Alert tone="info">{text.draftRestored}</Alert> : null}
      <TextArea
        label={text.yourCustomPrompt}
        className={css.textarea}
        value={props.prompt}
        maxLength={PROMPT_MAX_LENGTH}
        ref={focus.prompt}
        error={props.error}
        hint={text.characterCount(props.count.length, props.count.max)}
        readOnly={!props.canEdit}
        onChange={(event) => props.onChange(event.target.value)}
      />
      <p className={css.tip}>
        <Lightbulb size={16} aria-hidden="true" />
        <span>{text.promptTip}</span>
      </p>
      {props.confirmingReset ? (
        <InlineQuestion title={text.resetConfirmTitle} text={text.resetConfirmText} onEscape={props.onResetCancel}>
          {/* The question just appeared: the safe answer takes focus. */}
          <Button variant="secondary" autoFocus onClick={props.onResetCancel}>
            {text.resetKeep}
          </Button>
          <Button variant="danger" onClick={props.onResetConfirm}>
            {text.resetConfirmAction}
          </Button>
        </InlineQuestion>
      ) : (
        // The question replaces these buttons while it is asked.
        <div className={css.actions}>
          <Button
            ref={focus.resetButton}
            variant="secondary"
            busy={props.resetting}
            disabled={!props.canReset}
            onClick={props.onReset}
          >
            {props.resetting ? null : <RotateCcw size={16} aria-hidden="true" />}
            {text.resetToDefault}
          </Button>
          <Button type="submit" busy={props.saving} disabled={!props.canSave}>
            {props.saving ? null : <Save size={16} aria-hidden="true" />}
            {text.savePrompt}
          </Button>
        </div>
      )}
    </form>
  );
}
