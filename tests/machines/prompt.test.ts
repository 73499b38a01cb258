import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { DEFAULT_PROMPT, PROMPT_MAX_LENGTH } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import { problemText } from '#src/features/problems.ts';
import { noticeToast } from '#src/app/notices.ts';
import {
  type KeptDraft,
  promptMachine,
  selectCanSave,
  selectDraft,
  selectDraftRestored,
  selectFieldError,
  selectIsConfirmingReset,
  selectLoadFailed,
  selectPromptCount,
} from '#machines/prompt.machine.ts';
import { httpError, networkError } from './fixtures.ts';
import { sessionEnded } from '#machines/sessionEnded.ts';
import { effectsRecorder, fakeActor, settle } from './harness.ts';

const CUSTOM = 'List the three main arguments with timestamps';

interface Answers {
  kept?: KeptDraft | null;
  fetch?: () => string;
  save?: (input: { prompt: string }) => string;
  reset?: () => string;
}

async function start(answers: Answers = {}) {
  const effects = effectsRecorder();
  /** What the tab keeps after each step: the draft, or null once forgotten. */
  const drafts: Array<string | null> = [];
  const save = fakeActor<string, { prompt: string }>(answers.save ?? ((input) => input.prompt));
  const machine = promptMachine.provide({
    actors: {
      readDraft: fakeActor<KeptDraft | null>(() => answers.kept ?? null).logic,
      fetchPrompt: fakeActor<string>(answers.fetch ?? (() => CUSTOM)).logic,
      savePrompt: save.logic,
      resetPrompt: fakeActor<string>(answers.reset ?? (() => DEFAULT_PROMPT)).logic,
    },
    actions: {
      notify: effects.actions.notify,
      keepDraft: (_: unknown, { text }: { text: string }) => {
        drafts.push(text);
      },
      forgetDraft: () => {
        drafts.push(null);
      },
    },
  });
  const actor = createActor(machine).start();
  await settle();
  return { actor, effects, save, drafts };
}

describe('custom prompt', () => {
  it('loads the saved prompt into the editor', async () => {
    const { actor } = await start();
    expect(selectDraft(actor.getSnapshot())).toBe(CUSTOM);
  });

  it('refuses fewer than 10 characters without calling the server, under the field and not in a toast', async () => {
    const { actor, effects, save } = await start();
    actor.send({ type: 'prompt.changed', prompt: '  123456789  ' });
    actor.send({ type: 'prompt.saved' });
    await settle();
    expect(save.calls).toEqual([]);
    // The machine says what is wrong; the view words it (src/features/problems.ts).
    expect(selectFieldError(actor.getSnapshot())).toEqual({ reason: 'promptTooShort' });
    expect(problemText(selectFieldError(actor.getSnapshot()))).toBe(messages.dashboard.promptTooShort);
    expect(effects.notices).toEqual([]);
  });

  it("saves and toasts 'Prompt saved successfully'", async () => {
    const { actor, effects, save } = await start();
    actor.send({ type: 'prompt.changed', prompt: ' 1234567890 ' });
    actor.send({ type: 'prompt.saved' });
    await settle();
    expect(save.calls).toEqual([{ prompt: '1234567890' }]);
    expect(effects.notices).toEqual([{ kind: 'success', name: 'promptSaved' }]);
  });

  it("toasts 'Failed to save prompt' and keeps the draft", async () => {
    const { actor, effects } = await start({
      save: () => {
        throw httpError(500, 'Something went wrong');
      },
    });
    actor.send({ type: 'prompt.changed', prompt: CUSTOM.toUpperCase() });
    actor.send({ type: 'prompt.saved' });
    await settle();
    expect(effects.notices).toEqual([{ kind: 'error', name: 'promptSaveFailed' }]);
    expect(selectDraft(actor.getSnapshot())).toBe(CUSTOM.toUpperCase());
  });

  it("resets to the default and toasts 'Prompt reset to default'", async () => {
    const { actor, effects } = await start();
    actor.send({ type: 'prompt.resetRequested' });
    actor.send({ type: 'prompt.resetConfirmed' });
    await settle();
    expect(selectDraft(actor.getSnapshot())).toBe(DEFAULT_PROMPT);
    expect(effects.notices).toEqual([{ kind: 'success', name: 'promptReset' }]);
  });

  it.each([
    ['the server message', httpError(403, 'Premium subscription required'), 'Premium subscription required'],
    ["'Failed to reset prompt'", networkError, messages.dashboard.promptResetFailed],
  ])('a failed reset toasts %s', async (_case, error, text) => {
    const { actor, effects } = await start({
      reset: () => {
        throw error;
      },
    });
    actor.send({ type: 'prompt.resetRequested' });
    actor.send({ type: 'prompt.resetConfirmed' });
    await settle();
    expect(effects.notices.map(noticeToast)).toEqual([{ kind: 'error', title: text }]);
  });

  it('shows a load failure with retry, and stops quietly when the session ended', async () => {
    const failing = await start({
      fetch: () => {
        throw networkError;
      },
    });
    expect(selectLoadFailed(failing.actor.getSnapshot())).toBe(true);
    const expired = await start({
      fetch: () => {
        throw sessionEnded();
      },
    });
    expect(expired.actor.getSnapshot().status).toBe('done');
    expect(selectLoadFailed(expired.actor.getSnapshot())).toBe(false);
  });

  it('puts the too-short message next to the field too, and clears it on the next edit', async () => {
    const { actor } = await start();
    actor.send({ type: 'prompt.changed', prompt: 'short' });
    actor.send({ type: 'prompt.saved' });
    expect(problemText(selectFieldError(actor.getSnapshot()))).toBe(messages.dashboard.promptTooShort);
    actor.send({ type: 'prompt.changed', prompt: 'short but longer' });
    expect(problemText(selectFieldError(actor.getSnapshot()))).toBeNull();
  });

  it('refuses more than 2,000 characters before sending, with a message next to the field', async () => {
    const { actor, effects, save } = await start();
    actor.send({ type: 'prompt.changed', prompt: 'x'.repeat(PROMPT_MAX_LENGTH + 1) });
    actor.send({ type: 'prompt.saved' });
    await settle();
    expect(save.calls).toEqual([]);
    expect(effects.notices).toEqual([]);
    expect(problemText(selectFieldError(actor.getSnapshot()))).toBe('Prompt must be at most 2,000 characters');
    actor.send({ type: 'prompt.changed', prompt: ` ${'x'.repeat(PROMPT_MAX_LENGTH)} ` });
    actor.send({ type: 'prompt.saved' });
    await settle();
    expect(save.calls).toHaveLength(1);
  });

  it('counts the characters of the draft against the limit', async () => {
    const { actor } = await start();
    expect(selectPromptCount(actor.getSnapshot())).toEqual({ length: CUSTOM.length, max: PROMPT_MAX_LENGTH });
    actor.send({ type: 'prompt.changed', prompt: 'abc' });
    expect(selectPromptCount(actor.getSnapshot())).toEqual({ length: 3, max: PROMPT_MAX_LENGTH });
  });

  it("shows the server's field message of a 422 next to the field", async () => {
    const { actor } = await start({
      save: () => {
        throw Object.assign(httpError(422, 'Invalid input'), {
          fieldErrors: [{ path: 'prompt', message: 'Prompt must be at most 2,000 characters' }],
        });
      },
    });
    actor.send({ type: 'prompt.changed', prompt: 'A prompt the server refuses' });
    actor.send({ type: 'prompt.saved' });
    await settle();
    expect(problemText(selectFieldError(actor.getSnapshot()))).toBe('Prompt must be at most 2,000 characters');
  });

  it('shows no field message for a failure that is not about the field', async () => {
    const { actor } = await start({
      save: () => {
        throw httpError(500, 'Something went wrong');
      },
    });
    actor.send({ type: 'prompt.changed', prompt: 'A perfectly fine prompt' });
    actor.send({ type: 'prompt.saved' });
    await settle();
    expect(problemText(selectFieldError(actor.getSnapshot()))).toBeNull();
  });
});

describe('custom prompt: small words and second chances (issue 18.14, 18.16)', () => {
  it('offers Save only when the text differs from the saved prompt', async () => {
    const { actor, save } = await start();
    expect(selectCanSave(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'prompt.changed', prompt: `${CUSTOM} ` });
    expect(selectCanSave(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'prompt.changed', prompt: 'Five bullets, each with its timestamp' });
    expect(selectCanSave(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'prompt.changed', prompt: CUSTOM });
    actor.send({ type: 'prompt.saved' });
    await settle();
    expect(save.calls).toEqual([]);
  });

  it('asks before Reset to Default replaces the prompt, and keeping it changes nothing', async () => {
    const { actor, effects } = await start();
    actor.send({ type: 'prompt.resetRequested' });
    expect(selectIsConfirmingReset(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'prompt.resetCancelled' });
    await settle();
    expect(selectIsConfirmingReset(actor.getSnapshot())).toBe(false);
    expect(selectDraft(actor.getSnapshot())).toBe(CUSTOM);
    expect(effects.notices).toEqual([]);
  });

  it('keeps an unsaved draft in the tab while it differs, and forgets it once saved', async () => {
    const { actor, drafts } = await start();
    actor.send({ type: 'prompt.changed', prompt: 'Five bullets, each with its timestamp' });
    actor.send({ type: 'prompt.changed', prompt: CUSTOM });
    actor.send({ type: 'prompt.changed', prompt: 'Five bullets, each with its timestamp!' });
    actor.send({ type: 'prompt.saved' });
    await settle();
    expect(drafts).toEqual([
      'Five bullets, each with its timestamp',
      null,
      'Five bullets, each with its timestamp!',
      null,
    ]);
  });

  it('restores a draft kept from before the session ended, and says so', async () => {
    const { actor } = await start({ kept: { text: 'Typed before the session ended', sessionEnded: true } });
    expect(selectDraft(actor.getSnapshot())).toBe('Typed before the session ended');
    expect(selectDraftRestored(actor.getSnapshot())).toBe(true);
    expect(selectCanSave(actor.getSnapshot())).toBe(true);
  });

  it('restores a draft kept across a reload without saying a session ended (issue 28.7)', async () => {
    const { actor } = await start({ kept: { text: 'Typed, then the page reloaded', sessionEnded: false } });
    expect(selectDraft(actor.getSnapshot())).toBe('Typed, then the page reloaded');
    expect(selectDraftRestored(actor.getSnapshot())).toBe(false);
    expect(selectCanSave(actor.getSnapshot())).toBe(true);
  });

  it('a kept draft equal to the saved prompt restores nothing', async () => {
    const { actor } = await start({ kept: { text: CUSTOM, sessionEnded: true } });
    expect(selectDraftRestored(actor.getSnapshot())).toBe(false);
  });
});
