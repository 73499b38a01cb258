/**
 * The design pass's layout rules (decisions 202 and 203) on the main screens at 320 and 768 px:
 * nothing pushes the page sideways, and the header is one line of the navigation's height with
 * every control inside it (it wrapped at 768 px, issue 18.17); on a phone its buttons are 44 px tall.
 */
import type { Page } from '@playwright/test';
import { messages } from '#domain/messages.ts';
import { apiSignIn, DEMO } from './support/auth.ts';
import { expect, test } from './support/fixtures.ts';

const NAV_HEIGHT = 64;

type Screen = { name: string; path: string; signedIn?: boolean; ready: (page: Page) => Promise<void> };

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first().waitFor();
const text = (value: string) => (page: Page) => page.getByText(value).first().waitFor();

const SCREENS: Screen[] = [
  { name: 'landing', path: '/', ready: h1 },
  { name: 'terms', path: '/terms', ready: h1 },
  { name: 'privacy policy', path: '/privacy-policy', ready: h1 },
  { name: 'sign-in page', path: '/login', ready: text(messages.auth.signInTitle) },
  { name: 'payment cancelled', path: '/cancel-payment', ready: text(messages.payment.cancelledTitle) },
  { name: 'payment without a session', path: '/success-payment', ready: text(messages.payment.noSessionId) },
  { name: 'uninstall', path: '/uninstall', ready: text(messages.feedback.heading) },
  { name: '404', path: '/no-such-page', ready: text(messages.notFound.heading) },
  { name: 'dashboard', path: '/dashboard', signedIn: true, ready: text('Showing 1 to') },
  // Signed in, the site header carries the account menu instead of Sign In.
  { name: 'landing, signed in', path: '/', signedIn: true, ready: h1 },
  {
    name: 'account',
    path: '/account',
    signedIn: true,
    ready: (page) => page.getByRole('list', { name: messages.settings.sessionsSection }).waitFor(),
  },
];

/** How far the document scrolls sideways (0 when nothing is wider than the viewport). */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The header's height and the controls that stick out of it (off its line or off the screen). */
function headerLayout(page: Page) {
  return page
    .getByRole('banner')
    .first()
    .evaluate((header) => {
      const box = header.getBoundingClientRect();
      const outside = [...header.querySelectorAll<HTMLElement>('a, button')]
        .filter((el) => el.offsetWidth > 1 && el.offsetHeight > 1)
        .filter((el) => {
          const r = el.getBoundingClientRect();
          return r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5 || r.left < 0 || r.right > window.innerWidth;
        })
        .map((el) => el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName);
      // Under a finger every header button is at least 44 px tall (decision 203).
      const small = [...header.querySelectorAll<HTMLElement>('button')]
        .filter((el) => el.offsetWidth > 1 && el.getBoundingClientRect().height < 44)
        .map((el) => el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName);
      return { height: box.height, outside, small };
    });
}

for (const width of [320, 768]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 320 ? 640 : 1024 }, hasTouch: true, isMobile: width === 320 });

    test('no screen overflows sideways and the header stays on one line', async ({ page }) => {
      test.setTimeout(90_000);
      let signedIn = false;
      for (const screen of SCREENS) {
        await test.step(screen.name, async () => {
          if (screen.signedIn && !signedIn) {
            await apiSignIn(page, DEMO.premium, DEMO.password);
            signedIn = true;
          }
          await page.goto(screen.path);
          await screen.ready(page);
          expect(await sideways(page), `${screen.name} scrolls sideways`).toBe(0);
          const header = await headerLayout(page);
          expect(header.outside, `${screen.name}: header controls off its line`).toEqual([]);
          expect(header.height, `${screen.name}: header height`).toBeLessThanOrEqual(NAV_HEIGHT + 1);
          if (width === 320) expect(header.small, `${screen.name}: header buttons under 44 px`).toEqual([]);
        });
      }
    });
  });
}
