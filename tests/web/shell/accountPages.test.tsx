import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '#domain/messages.ts';
import { renderRoute } from './renderApp.tsx';

type Reply = { status: number; body: unknown };

/** Answers the API client's requests by path; records what was sent. */
function stubApi(replies: Record<string, Reply>) {
  const sent: { path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const path = new URL(request.url).pathname;
    const text = await request.text();
    sent.push({ path, body: text ? JSON.parse(text) : undefined });
    const reply = replies[path] ?? { status: 404, body: { message: 'Not found', code: 'not_found' } };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('account pages', () => {
  it("/verify-email confirms the token from the link, in the site's own words", async () => {
    const sent = stubApi({ '/api/email/verify': { status: 200, body: { success: true, message: 'Email verified.' } } });
    renderRoute('/verify-email?token=abc123');
    expect(await screen.findByText(messages.account.verified)).toBeInTheDocument();
    expect(screen.queryByText('Email verified.')).not.toBeInTheDocument();
    expect(sent).toContainEqual({ path: '/api/email/verify', body: { token: 'abc123' } });
    expect(screen.getByRole('link', { name: messages.account.goToSignIn })).toHaveAttribute('href', '/login');
  });

  it('/verify-email shows the server message for a used link', async () => {
    stubApi({
      '/api/email/verify': { status: 400, body: { message: 'This link has expired.', code: 'invalid_token' } },
    });
    renderRoute('/verify-email?token=old');
    expect(await screen.findByText('This link has expired.')).toBeInTheDocument();
  });

  it('/verify-email without a token says the link is incomplete and sends nothing', async () => {
    const sent = stubApi({});
    renderRoute('/verify-email');
    expect(await screen.findByText(messages.account.missingToken)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('/forgot-password shows the generic text when the server gives no reason, and the form stays', async () => {
    const user = userEvent.setup();
    stubApi({ '/api/password/forgot': { status: 500, body: {} } });
    renderRoute('/forgot-password');
    await user.type(await screen.findByLabelText(messages.account.emailLabel), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: messages.account.forgotSubmit }));
    expect(await screen.findByText(messages.account.failed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: messages.account.forgotSubmit })).toBeEnabled();
  });

  it('/forgot-password validates, then sends the address', async () => {
    const user = userEvent.setup();
    const sent = stubApi({
      '/api/password/forgot': { status: 202, body: { success: true, message: 'Check your inbox.' } },
    });
    renderRoute('/forgot-password');
    const submit = await screen.findByRole('button', { name: messages.account.forgotSubmit });
    await user.type(screen.getByLabelText(messages.account.emailLabel), 'ada@');
    await user.click(submit);
    expect(await screen.findByText(messages.auth.invalidEmail)).toBeInTheDocument();
    await user.type(screen.getByLabelText(messages.account.emailLabel), 'example.com');
    await user.click(submit);
    expect(await screen.findByText(messages.account.forgotSent)).toBeInTheDocument();
    expect(screen.queryByText('Check your inbox.')).not.toBeInTheDocument();
    expect(sent).toContainEqual({ path: '/api/password/forgot', body: { email: 'ada@example.com' } });
  });

  it('/reset-password checks the two passwords, then sets the new one and says every session ended', async () => {
    const user = userEvent.setup();
    const sent = stubApi({
      '/api/password/reset': { status: 200, body: { success: true, message: 'Password changed.' } },
    });
    renderRoute('/reset-password?token=tok1');
    const submit = await screen.findByRole('button', { name: messages.account.resetSubmit });
    await user.type(screen.getByLabelText(messages.account.newPasswordLabel), 'new-password-1');
    await user.type(screen.getByLabelText(messages.account.confirmPasswordLabel), 'new-password-2');
    await user.click(submit);
    expect(await screen.findByText(messages.account.passwordsDiffer)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(messages.account.confirmPasswordLabel));
    await user.type(screen.getByLabelText(messages.account.confirmPasswordLabel), 'new-password-1');
    await user.click(submit);
    expect(await screen.findByText(messages.account.resetDone)).toBeInTheDocument();
    expect(messages.account.resetDone).toMatch(/signed out everywhere/);
    expect(screen.queryByText('Password changed.')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(sent).toContainEqual({ path: '/api/password/reset', body: { token: 'tok1', password: 'new-password-1' } }),
    );
  });
});
