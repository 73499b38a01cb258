/**
 * Issue 14, "Done when": a new user's data, from the first summary to the deleted account, through the
 * screens. Set-up (a Premium account with three summaries) goes through the API, in a request context
 * of its own that signs out again, so the account has no session the test did not open in a browser.
 */
import { readFile } from 'node:fs/promises';
import { type APIRequestContext, type BrowserContext, type Page, request as playwrightRequest } from '@playwright/test';
import { EXPORT_COUNT_HEADER, EXTENSION_ID } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import { summaryMarkdown } from '#domain/summaryMarkdown.ts';
import type { Summary } from '#machines/apiTypes.ts';
import { readZip } from '#tests/support/zip.ts';
import { login } from './support/api.ts';
import { linkPath, readOutbox } from './support/outbox.ts';
import { createVerifiedUser, makePremium, PASSWORD, siteHeaders, signIn, uniqueEmail } from './support/auth.ts';
import { expect, siteOrigin, test } from './support/fixtures.ts';

const card = messages.summaryActions;
const settings = messages.settings;
const NEW_PASSWORD = 'e2e-Changed-Password-5678';

const sections = (topic: string) =>
  JSON.stringify([
    { timestamp: '0:00', title: `Why ${topic} matters`, bullets: [`${topic} in one minute`] },
    { timestamp: '12:34', title: 'What to do next', bullets: ['Start small', 'Measure'] },
  ]);

const SEEDED = [
  { title: 'Deep work, explained', video_id: 'dQw4w9WgXcQ', summary: sections('focus') },
  { title: 'How compilers optimise loops', video_id: 'aBcDeFgHiJk', summary: sections('loops') },
  { title: 'A history of the bicycle', video_id: 'zYxWvUtSrQp', summary: 'Plain text: the safety bicycle won.' },
];

/** A Premium account with the three summaries, made through the API; its set-up session ends. */
async function premiumWithSummaries(dataDir: string, email: string): Promise<void> {
  const api = await playwrightRequest.newContext({ baseURL: siteOrigin() });
  await createVerifiedUser(api, dataDir, email);
  const token = await login(api, email, PASSWORD);
  await makePremium(api, token);
  for (const summary of SEEDED) {
    const res = await api.post('/api/summaries', { headers: siteHeaders(token), data: summary });
    expect(res.status()).toBe(201);
  }
  expect((await api.post('/api/logout', { headers: siteHeaders(token) })).status()).toBe(200);
  await api.dispose();
}

/** What the API says the user's summaries are, with the browser's own session. */
async function listed(page: Page): Promise<{ summaries: Summary[]; total: number }> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await page.request.get('/api/summaries?per_page=100', { headers: siteHeaders(token ?? undefined) });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { summaries: Summary[]; pagination: { total: number } };
  return { summaries: body.summaries, total: body.pagination.total };
}

const cardOf = (page: Page, title: string) => page.getByRole('article', { name: title });

async function deleteCard(page: Page, title: string): Promise<void> {
  const deleted = page.waitForResponse((r) => r.request().method() === 'DELETE' && r.url().includes('/api/summaries/'));
  await cardOf(page, title).getByRole('button', { name: card.delete, exact: true }).click();
  expect((await deleted).status()).toBe(200);
  await expect(page.getByRole('status').filter({ hasText: card.deletedNamed(title) })).toBeVisible();
  await expect(cardOf(page, title)).toHaveCount(0);
}

async function tokenOf(context: BrowserContext): Promise<string> {
  const [page] = context.pages();
  const token = await page?.evaluate(() => localStorage.getItem('token'));
  if (!token) throw new Error('no stored token');
  return token;
}

/** Registers the address again and follows the verification link sent after `since` (the old one is in the outbox too). */
async function registerAgain(api: APIRequestContext, dataDir: string, email: string, since: string): Promise<void> {
  const registered = await api.post('/api/register', {
    headers: siteHeaders(),
    data: { email, password: PASSWORD, extension_id: EXTENSION_ID, extension_url: siteOrigin() },
  });
  expect(registered.status()).toBe(202);
  let link = '';
  await expect
    .poll(async () => {
      const mail = await readOutbox(dataDir, { to: email, linkContains: '/verify-email' });
      link = mail.createdAt > since ? mail.link : '';
      return link;
    })
    .not.toBe('');
  const token = new URL(link).searchParams.get('token');
  expect((await api.post('/api/email/verify', { headers: siteHeaders(), data: { token } })).status()).toBe(200);
}

async function answersWith(request: APIRequestContext, token: string): Promise<number> {
  return (await request.get('/api/user-info', { headers: siteHeaders(token) })).status();
}

test('your data: copy, download, delete with undo, export, sessions, password and deleting the account', async ({
  page,
  browser,
  dataDir,
  request,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('yourdata');
  await premiumWithSummaries(dataDir, email);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: siteOrigin() });
  await signIn(page, email, PASSWORD);
  await expect(page.getByText('Showing 1 to 3 of 3 results')).toBeVisible();
  const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const before = await listed(page);
  const deepWork = before.summaries.find((s) => s.title === SEEDED[0]?.title);
  if (!deepWork) throw new Error('seeded summary missing');
  const expectedMarkdown = summaryMarkdown(deepWork, timeZone);

  // Copy as Markdown: title, video link, sections with timestamp links.
  await cardOf(page, deepWork.title).getByRole('button', { name: card.copy }).click();
  await expect(page.getByText(card.copied)).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(expectedMarkdown);
  expect(copied).toContain(`# ${deepWork.title}`);
  expect(copied).toContain('(https://www.youtube.com/watch?v=dQw4w9WgXcQ)');
  expect(copied).toContain('[12:34](https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=754s)');

  // Download .md: the same text, named by date and title.
  const download = page.waitForEvent('download');
  await cardOf(page, deepWork.title).getByRole('button', { name: card.download }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^\d{4}-\d{2}-\d{2}-deep-work-explained\.md$/);
  expect(await readFile(await file.path(), 'utf8')).toBe(expectedMarkdown);

  // Delete one and undo: the card leaves, the total follows, Undo puts it back.
  await deleteCard(page, SEEDED[1]?.title ?? '');
  await expect(page.getByText('Showing 1 to 2 of 2 results')).toBeVisible();
  const restored = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/api/summaries/'));
  await page.getByRole('button', { name: card.undo }).click();
  expect((await restored).status()).toBe(201);
  await expect(cardOf(page, SEEDED[1]?.title ?? '')).toBeVisible();
  await expect(page.getByText('Showing 1 to 3 of 3 results')).toBeVisible();
  expect((await listed(page)).summaries.map((s) => s.id).sort()).toEqual(before.summaries.map((s) => s.id).sort());

  // Delete one for good: the person moves on (the notice no longer holds focus or pointer), the Undo window passes.
  await deleteCard(page, SEEDED[2]?.title ?? '');
  await expect(page.getByText('Showing 1 to 2 of 2 results')).toBeVisible();
  await page.mouse.move(0, 0);
  await page.getByRole('list', { name: messages.dashboard.tabSummaries }).focus();
  await expect(page.getByRole('button', { name: card.undo })).toHaveCount(0, { timeout: 15_000 });
  const kept = await listed(page);
  expect(kept.total).toBe(2);

  // Export all: every summary is in the zip; its Markdown and JSON agree with the API.
  const exported = page.waitForEvent('download');
  await page.getByRole('button', { name: messages.exporting.action }).click();
  const archive = await exported;
  expect(archive.suggestedFilename()).toMatch(/^skimly-export-\d{4}-\d{2}-\d{2}\.zip$/);
  await expect(page.getByText(messages.exporting.done(2))).toBeVisible();
  // The toast sits below the header: its buttons stay reachable while it shows (decision 155).
  const header = await page.getByRole('banner').boundingBox();
  // Earlier toasts may still be stacked (a pointer over the stack pauses them): measure this one.
  const doneToast = page.locator('[data-sonner-toast]').filter({ hasText: messages.exporting.done(2) });
  const toastTop = async () => (await doneToast.boundingBox())?.y ?? 0;
  await expect.poll(toastTop).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
  const files = await readZip(await readFile(await archive.path()));
  const markdown = files.filter((f) => f.name.endsWith('.md') && f.name !== 'index.md');
  expect(markdown).toHaveLength(2);
  expect(markdown.map((f) => f.text).sort()).toEqual(kept.summaries.map((s) => summaryMarkdown(s, timeZone)).sort());
  expect(JSON.parse(files.find((f) => f.name === 'summaries.json')?.text ?? 'null')).toEqual(kept.summaries);
  const index = files.find((f) => f.name === 'index.md')?.text ?? '';
  for (const f of markdown) expect(index).toContain(`(<${f.name}>)`);

  // A second browser signs in; the account page lists two sessions, this one marked; end the other.
  const second = await browser.newContext();
  await signIn(await second.newPage(), email, PASSWORD);
  const secondToken = await tokenOf(second);
  expect(await answersWith(request, secondToken)).toBe(200);
  await page.getByRole('link', { name: messages.site.accountSettings }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: settings.title, level: 1 })).toBeVisible();
  const sessions = page.getByRole('list', { name: settings.sessionsSection }).getByRole('listitem');
  await expect(sessions).toHaveCount(2);
  await expect(sessions.filter({ hasText: settings.thisSession })).toHaveCount(1);
  const other = sessions.filter({ hasNotText: settings.thisSession });
  const ended = page.waitForResponse((r) => r.request().method() === 'DELETE' && r.url().includes('/api/sessions/'));
  await other.getByRole('button', { name: new RegExp(`^${settings.endSession} `) }).click();
  expect((await ended).status()).toBe(200);
  await expect(sessions).toHaveCount(1);
  expect(await answersWith(request, secondToken)).toBe(401);
  await second.close();

  // Change the password: the current one is asked; the new one signs in.
  const passwordForm = page.getByRole('region', { name: settings.passwordSection });
  await passwordForm.getByLabel(settings.currentPasswordLabel).fill(PASSWORD);
  await passwordForm.getByLabel(messages.account.newPasswordLabel, { exact: true }).fill(NEW_PASSWORD);
  await passwordForm.getByLabel(messages.account.confirmPasswordLabel).fill(NEW_PASSWORD);
  const changed = page.waitForResponse((r) => r.url().endsWith('/api/account/password'));
  await passwordForm.getByRole('button', { name: settings.changePassword }).click();
  expect((await changed).status()).toBe(200);
  await expect(page.getByText(settings.passwordChanged)).toBeVisible();
  const oldLogin = await request.post('/api/login', { headers: siteHeaders(), data: { email, password: PASSWORD } });
  expect(oldLogin.status()).toBe(401);

  // Delete the account: it says what goes, offers the export, asks for the password; the browser is signed out.
  const oldToken = await tokenOf(page.context());
  await page.getByRole('button', { name: settings.deleteAction }).click();
  const dialog = page.getByRole('dialog', { name: settings.deleteTitle });
  await expect(dialog.getByText(settings.deleteGoes)).toBeVisible();
  await expect(dialog.getByText(settings.deleteKeeps)).toBeVisible();
  await expect(dialog.getByRole('button', { name: messages.exporting.action })).toBeVisible();
  await dialog.getByLabel(settings.currentPasswordLabel).fill(NEW_PASSWORD);
  const deleted = page.waitForResponse((r) => r.url().endsWith('/api/account/delete'));
  await dialog.getByRole('button', { name: settings.deleteConfirm }).click();
  expect((await deleted).status()).toBe(200);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation').getByRole('button', { name: messages.auth.signInAction })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(await answersWith(request, oldToken)).toBe(401);

  // The address registers anew; nothing of the old account is reachable from the new one.
  const fresh = await playwrightRequest.newContext({ baseURL: siteOrigin() });
  await registerAgain(fresh, dataDir, email, new Date().toISOString());
  const freshToken = await login(fresh, email, PASSWORD);
  const exportRes = await fresh.get('/api/summaries/export', { headers: siteHeaders(freshToken) });
  expect(exportRes.status()).toBe(200);
  expect(exportRes.headers()[EXPORT_COUNT_HEADER.toLowerCase()]).toBe('0');
  const freshFiles = await readZip(await exportRes.body());
  expect(freshFiles.map((f) => f.name).sort()).toEqual(['index.md', 'summaries.json']);
  expect((await fresh.get('/api/user-info', { headers: siteHeaders(freshToken) })).status()).toBe(200);
  for (const summary of before.summaries) {
    const res = await fresh.get(`/api/summaries/${summary.id}`, { headers: siteHeaders(freshToken) });
    expect([403, 404]).toContain(res.status());
  }
  await fresh.dispose();
});

test('changing the e-mail address: a link to the new address, confirmed on /confirm-email; the old one is told', async ({
  page,
  dataDir,
}) => {
  const email = uniqueEmail('oldaddress');
  const next = uniqueEmail('newaddress');
  await createVerifiedUser(page.request, dataDir, email);
  await signIn(page, email, PASSWORD);
  await page.getByRole('link', { name: messages.site.accountSettings }).click();
  const section = page.getByRole('region', { name: settings.emailSection });
  await expect(section.getByText(settings.currentEmail(email))).toBeVisible();
  await section.getByLabel(settings.newEmailLabel).fill(next);
  await section.getByLabel(settings.currentPasswordLabel).fill(PASSWORD);
  const asked = page.waitForResponse((r) => r.url().endsWith('/api/account/email'));
  await section.getByRole('button', { name: settings.changeEmail }).click();
  expect((await asked).status()).toBe(202);
  await expect(section.getByText(settings.emailLinkSent(next))).toBeVisible();

  const mail = await readOutbox(dataDir, { to: next, linkContains: '/confirm-email' });
  await page.goto(linkPath(mail));
  await expect(page.getByText(settings.emailConfirmed)).toBeVisible();
  await expect
    .poll(async () => (await readOutbox(dataDir, { to: email })).subject)
    .toBe(messages.server.emailChangedSubject);
  await page.goto('/account');
  await expect(
    page.getByRole('region', { name: settings.emailSection }).getByText(settings.currentEmail(next)),
  ).toBeVisible();
});
