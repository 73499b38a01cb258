import { Lightbulb, RotateCcw, Save } from 'lucide-react';
import type { FormEvent } from 'react';
import { messages } from '../../../domain/messages.ts';
import { Button } from '../../ui/Button.tsx';
import { TextArea } from '../../ui/TextField.tsx';
import * as css from './prompt.css.ts';

const text = messages.dashboard;

export type PromptEditorProps = {
  prompt: string;
  saving: boolean;
  resetting: boolean;
  canEdit: boolean;
  canSave: boolean;
  canReset: boolean;
  onChange: (prompt: string) => void;
  onSave: () => void;
  onReset: () => void;
};

export function PromptEditor(props: PromptEditorProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (props.canSave) props.onSave();
  };
  return (
    <form className={css.editor} onSubmit={submit} aria-busy={props.saving || props.resetting}>
      <TextArea
        label={text.yourCustomPrompt}
        className={css.textarea}
        value={props.prompt}
        readOnly={!props.canEdit}
        onChange={(event) => props.onChange(event.target.value)}
      />
      <p className={css.tip}>
        <Lightbulb size={16} aria-hidden="true" />
        <span>{text.promptTip}</span>
      </p>
      <div className={css.actions}>
        <Button variant="secondary" busy={props.resetting} disabled={!props.canReset} onClick={props.onReset}>
          {props.resetting ? null : <RotateCcw size={16} aria-hidden="true" />}
          {text.resetToDefault}
        </Button>
        <Button type="submit" busy={props.saving} disabled={!props.canSave}>
          {props.saving ? null : <Save size={16} aria-hidden="true" />}
          {text.savePrompt}
        </Button>
      </div>
    </form>
  );
}
