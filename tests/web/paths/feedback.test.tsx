/**
 * The feedback machine's generated paths replayed on the real /uninstall/:uid page: each choice and
 * text is typed into the form, the feedback call is answered as the path says, and after every step
 * the page must show the predicted state (the form's fields, the busy submit, the thank-you dialog).
 */
import { fireEvent, screen } from '@testing-library/react';
import { expect } from 'vitest';
import { messages } from '#domain/messages.ts';
import { feedbackMachine } from '#machines/feedback.machine.ts';
import { fakeApi } from './support/fakeApi.ts';
import { renderSite, replayPaths, waitFor } from './support/replay.tsx';

const text = messages.feedback;

replayPaths({
  model: 'feedback',
  machine: feedbackMachine,
  apiModule: 'feedback',
  start: async () => {
    fakeApi.answerAlways('auth', 'readStorage', () => ({}));
    fakeApi.answerAlways('auth', 'checkSession', () => ({ authenticated: false }));
    const site = renderSite('/uninstall/install-42');
    await waitFor(() => screen.queryByRole('button', { name: text.submit }), 'the feedback form');
    return site;
  },
  gestures: {
    'feedback.reasonChanged': (event) =>
      fireEvent.click(screen.getByRole('radio', { name: text.reasons[event.reason] })),
    'feedback.commentsChanged': (event) =>
      fireEvent.change(screen.getByRole('textbox', { name: text.pleaseSpecify }), { target: { value: event.value } }),
    'feedback.suggestionsChanged': (event) =>
      fireEvent.change(screen.getByRole('textbox', { name: text.suggestions }), { target: { value: event.value } }),
    'feedback.emailChanged': (event) =>
      fireEvent.change(screen.getByRole('textbox', { name: text.email }), { target: { value: event.value } }),
    'feedback.submitted': () => fireEvent.click(screen.getByRole('button', { name: text.submit })),
    'feedback.thankYouClosed': () =>
      fireEvent.click(screen.getAllByRole('button', { name: text.close })[0] as HTMLElement),
  },
  expectScreen: (state) => {
    const { context } = state;
    if (state.matches('thankYou')) {
      expect(screen.getByRole('dialog', { name: text.thankYou })).toBeInTheDocument();
      return;
    }
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const submit = screen.getByRole('button', { name: text.submit });
    if (state.matches('submitting')) expect(submit).toHaveAttribute('aria-busy', 'true');
    else expect(submit).not.toHaveAttribute('aria-busy');
    for (const [reason, label] of Object.entries(text.reasons)) {
      const radio = screen.getByRole('radio', { name: label });
      if (context.reason === reason) expect(radio).toBeChecked();
      else expect(radio).not.toBeChecked();
    }
    const comments = screen.queryByRole('textbox', { name: text.pleaseSpecify });
    if (context.reason === 'other') expect(comments).toHaveValue(context.comments);
    else expect(comments).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: text.suggestions })).toHaveValue(context.suggestions);
    expect(screen.getByRole('textbox', { name: text.email })).toHaveValue(context.email);
  },
});
