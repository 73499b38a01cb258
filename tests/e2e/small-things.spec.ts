import { request as playwrightRequest, type Locator } from '@playwright/test';
import { messages } from '#domain/messages.ts';
import { login } from './support/api.ts';
import { createVerifiedUser, makePremium, PASSWORD, siteHeaders, signIn, uniqueEmail } from './support/auth.ts';
import { expect, siteOrigin, test } from './support/fixtures.ts';

/** Issue 28.10's small things: a title's right-to-left override, and the uninstall page's missing reason. */

/** Where `word` starts on screen, in px from the left, within `element`'s text. */
function leftOf(element: Locator, word: string): Promise<number> {
  return element.evaluate((node, wanted) => {
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const at = text.textContent?.indexOf(wanted) ?? -1;
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(text, at);
      range.setEnd(text, at + 1);
      return range.getBoundingClientRect().left;
    }
    throw new Error(`"${wanted}" is not in the element`);
  }, word);
}

// U+202E (right-to-left override) left open: without isolation it reverses everything after it.
const OVERRIDDEN = '\u202EEvil title';

test('a right-to-left override in a title does not reverse the words around it', async ({ page, dataDir }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const email = uniqueEmail('bidi');
  const api = await playwrightRequest.newContext({ baseURL: siteOrigin() });
  await createVerifiedUser(api, dataDir, email);
  const token = await login(api, email, PASSWORD);
  await makePremium(api, token);
  const saved = await api.post('/api/summaries', {
    headers: siteHeaders(token),
    data: { title: OVERRIDDEN, video_id: 'dQw4w9WgXcQ', summary: 'About nothing in particular.' },
  });
  expect(saved.status()).toBe(201);
  await api.dispose();
  await signIn(page, email, PASSWORD);

  const card = page.getByRole('article').filter({ hasText: 'Evil title' });
  await expect(card).toBeVisible();
  // The card's link says the title: read aloud in order, and it still names the video.
  await expect(card.getByRole('link', { name: messages.dashboard.youtubeVideoOf(OVERRIDDEN) })).toBeVisible();

  // The sentence that quotes the title (the deletion's notice), as the page sets it: it still reads left to right.
  const sentence = await page.evaluate((text) => {
    const p = document.createElement('p');
    p.id = 'bidi-probe';
    p.textContent = text;
    document.querySelector('main')?.append(p);
    return p.id;
  }, messages.summaryActions.deletedNamed(OVERRIDDEN));
  const probe = page.locator(`#${sentence}`);
  expect(await leftOf(probe, 'Deleted')).toBeLessThan(await leftOf(probe, 'from'));
  expect(await leftOf(probe, 'from')).toBeLessThan(await leftOf(probe, 'history'));
});

test('on a phone, a missing reason is said at the choices, covers none of them, and no toast stays above Thank you', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const f = messages.feedback;
  await page.goto('/uninstall/ext-user-phone');
  await page.getByRole('button', { name: f.submit }).click();
  const choices = page.getByRole('radiogroup');
  await expect(choices).toHaveAccessibleDescription(f.reasonRequired);
  // Nothing lies over the choices: each option is what the browser finds at its own centre.
  for (const option of await page.getByRole('radio').all()) {
    await option.scrollIntoViewIfNeeded();
    const onTop = await option.evaluate((radio) => {
      const box = radio.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && (radio === hit || radio.contains(hit));
    });
    expect(onTop, `${await option.getAttribute('value')} is uncovered`).toBe(true);
  }
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);

  await page.getByRole('radio', { name: f.reasons.privacy, exact: true }).check();
  await expect(choices).not.toHaveAccessibleDescription(f.reasonRequired);
  await page.getByRole('button', { name: f.submit }).click();
  await expect(page.getByRole('dialog', { name: f.thankYou })).toBeVisible();
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
});
