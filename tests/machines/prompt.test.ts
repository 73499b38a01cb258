import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { DEFAULT_PROMPT } from '../../domain/constants.ts';
import { messages } from '../../domain/messages.ts';
import { promptMachine, selectDraft, selectLoadFailed } from '../../machines/prompt.machine.ts';
import { httpError, networkError } from './fixtures.ts';
import { effectsRecorder, fakeActor, settle } from './harness.ts';

const CUSTOM = 'List the three main arguments with timestamps';

interface Answers {
  fetch?: () => string;
  save?: (input: { prompt: string }) => string;
  reset?: () => string;
}

async function start(answers: Answers = {}) {
  const effects = effectsRecorder();
  const save = fakeActor<string, { prompt: string }>(answers.save ?? ((input) => input.prompt));
  const machine = promptMachine.provide({
    actors: {
      fetchPrompt: fakeActor<string>(answers.fetch ?? (() => CUSTOM)).logic,
      savePrompt: save.logic,
      resetPrompt: fakeActor<string>(answers.reset ?? (() => DEFAULT_PROMPT)).logic,
    },
    actions: { toast: effects.actions.toast, sessionExpired: effects.actions.sessionExpired },
  });
  const actor = createActor(machine).start();
  await settle();
  return { actor, effects, save };
}

describe('custom prompt', () => {
  it('loads the saved prompt into the editor', async () => {
    const { actor } = await start();
    expect(selectDraft(actor.getSnapshot())).toBe(CUSTOM);
  });

  it('refuses fewer than 10 characters without calling the server', async () => {
    const { actor, effects, save } = await start();
    actor.send({ type: 'prompt.changed', prompt: '  123456789  ' });
    actor.send({ type: 'prompt.saved' });
    await settle();
    expect(save.calls).toEqual([]);
    expect(effects.toasts).toEqual([{ kind: 'error', title: messages.dashboard.promptTooShort }]);
  });

  it("saves and toasts 'Prompt saved successfully'", async () => {
    const { actor, effects, save } = await start();
    actor.send({ type: 'prompt.changed', prompt: ' 1234567890 ' });
    actor.send({ type: 'prompt.saved' });
    await settle();
    expect(save.calls).toEqual([{ prompt: '1234567890' }]);
    expect(effects.toasts).toEqual([{ kind: 'success', title: messages.dashboard.promptSaved }]);
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
    expect(effects.toasts).toEqual([{ kind: 'error', title: messages.dashboard.promptSaveFailed }]);
    expect(selectDraft(actor.getSnapshot())).toBe(CUSTOM.toUpperCase());
  });

  it("resets to the default and toasts 'Prompt reset to default'", async () => {
    const { actor, effects } = await start();
    actor.send({ type: 'prompt.resetRequested' });
    await settle();
    expect(selectDraft(actor.getSnapshot())).toBe(DEFAULT_PROMPT);
    expect(effects.toasts).toEqual([{ kind: 'success', title: messages.dashboard.promptReset }]);
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
    await settle();
    expect(effects.toasts).toEqual([{ kind: 'error', title: text }]);
  });

  it('shows a load failure with retry, and reports 401 as an expired session', async () => {
    const failing = await start({
      fetch: () => {
        throw networkError;
      },
    });
    expect(selectLoadFailed(failing.actor.getSnapshot())).toBe(true);
    const expired = await start({
      fetch: () => {
        throw httpError(401);
      },
    });
    expect(expired.effects.sessionExpiredCount()).toBe(1);
  });
});
