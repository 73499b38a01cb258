/**
 * npm run screenshots: every screen in light and dark at 320, 768 and 1440 px wide, into
 * docs/screenshots/<screen>-<theme>-<width>.png (decision 202). Needs `npm run build` first.
 * SCREENS=a,b takes only those; WIDTHS=320 only those widths.
 *
 * Each shot is the full page from the top, cut at MAX_HEIGHT (1600 px): long pages show their
 * first screens; dialogs, and parts scrolled into view, are shot as the viewport shows them. Device scale 1 keeps the folder small (decision 119).
 */
import { mkdir } from 'node:fs/promises';
import { type Browser, chromium, type Page, request } from '@playwright/test';
import { SESSION_COOKIE, STORAGE_KEYS } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import { DEMO, login, makePremium, registerVerified, siteHeaders } from '#tests/e2e/support/api.ts';
import { startStack } from '#tests/e2e/support/stack.ts';

const OUT = 'docs/screenshots';
/** A small phone, a tablet held upright, a laptop: the three widths of the design pass. */
const WIDTHS = {
  320: { viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true },
  768: { viewport: { width: 768, height: 1024 }, isMobile: false, hasTouch: true },
  1440: { viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false },
} as const;
/** The tallest a shot gets: past it a long page is cut, so the folder stays small. MAX_HEIGHT=20000 to review a page whole. */
const MAX_HEIGHT = Number(process.env.MAX_HEIGHT ?? 1600);
const THEMES = ['light', 'dark'] as const;

type Shot = {
  screen: string;
  account?: string;
  path: string;
  ready: (page: Page) => Promise<void>;
  /** Shot as the viewport shows it after `ready` (a part scrolled into view), not from the top. */
  viewport?: boolean;
};

const visible = (page: Page, text: string) => page.getByText(text).first().waitFor();

async function openPlans(page: Page): Promise<void> {
  await page.getByRole('button', { name: messages.dashboard.manageSubscription }).click();
  await page.getByRole('dialog').getByRole('switch').waitFor();
}

/** A monthly subscriber flips the dialog to Annually: "Switch to annual", then its confirmation. */
async function openSwitch(page: Page): Promise<void> {
  await openPlans(page);
  const toggle = page.getByRole('dialog').getByRole('switch');
  await toggle.click();
  const toAnnual = page.getByRole('button', { name: messages.plans.switchToAnnual });
  await toAnnual.click(); // waits for the switch's lock to free the cards
  await page.getByRole('dialog', { name: messages.plans.switchToAnnualTitle }).waitFor();
}

function shots(paidSession: string, lapsing: string, monthly: string): Shot[] {
  return [
    { screen: 'landing', path: '/', ready: (p) => p.getByRole('heading', { level: 1 }).waitFor() },
    {
      screen: 'auth-dialog',
      path: '/',
      ready: async (p) => {
        const direct = p.getByRole('navigation').getByRole('button', { name: messages.auth.signInAction, exact: true });
        const menu = p.getByRole('button', { name: messages.site.openMenu });
        await direct.or(menu).first().waitFor(); // desktop shows Sign In, a phone the menu
        if (await menu.isVisible()) await menu.click();
        await p.getByRole('button', { name: messages.auth.signInAction, exact: true }).first().click();
        await visible(p, messages.auth.signInTitle);
      },
    },
    {
      screen: 'dashboard-premium',
      account: DEMO.premium,
      path: '/dashboard',
      ready: (p) => visible(p, 'Showing 1 to'),
    },
    {
      screen: 'dashboard-basic',
      account: DEMO.basic,
      path: '/dashboard',
      ready: (p) => visible(p, messages.dashboard.premiumFeature),
    },
    { screen: 'plan-dialog', account: DEMO.basic, path: '/dashboard', ready: openPlans },
    // Issue 13: switching interval, a failed renewal's banner, the invoices.
    { screen: 'plan-switch', account: monthly, path: '/dashboard', ready: openSwitch },
    {
      screen: 'payment-failed',
      account: lapsing,
      path: '/dashboard',
      ready: (p) => visible(p, messages.plans.paymentFailedTitle),
    },
    {
      screen: 'billing',
      account: lapsing,
      path: '/dashboard',
      viewport: true,
      ready: async (p) => {
        const title = p.getByRole('heading', { name: messages.plans.billingTitle });
        await title.waitFor();
        await title.scrollIntoViewIfNeeded();
      },
    },
    {
      screen: 'account-settings',
      account: DEMO.premium,
      path: '/account',
      ready: (p) => p.getByRole('list', { name: messages.settings.sessionsSection }).waitFor(),
    },
    {
      screen: 'account-delete',
      account: DEMO.basic,
      path: '/account',
      ready: async (p) => {
        await p.getByRole('button', { name: messages.settings.deleteAction }).click();
        await visible(p, messages.settings.deleteGoes);
      },
    },
    {
      screen: 'payment-success',
      path: `/success-payment?session_id=${paidSession}`,
      ready: (p) => visible(p, messages.payment.successTitle),
    },
    {
      screen: 'payment-cancel',
      path: '/cancel-payment',
      ready: (p) => visible(p, messages.payment.cancelledTitle),
    },
    { screen: 'uninstall', path: '/uninstall', ready: (p) => visible(p, messages.feedback.heading) },
    { screen: 'login', path: '/login', ready: (p) => visible(p, messages.auth.signInTitle) },
    {
      screen: 'forgot-password',
      path: '/forgot-password',
      ready: (p) => p.getByRole('heading', { name: messages.account.forgotTitle }).waitFor(),
    },
    { screen: 'terms', path: '/terms', ready: (p) => p.getByRole('heading', { level: 1 }).waitFor() },
    { screen: 'not-found', path: '/no-such-page', ready: (p) => visible(p, messages.notFound.heading) },
  ];
}

async function take(
  browser: Browser,
  baseURL: string,
  shot: Shot,
  tokens: Map<string, string>,
  widths: (keyof typeof WIDTHS)[],
): Promise<number> {
  let taken = 0;
  for (const width of widths) {
    const options = WIDTHS[width];
    for (const theme of THEMES) {
      // The stored theme choice is in the site's localStorage before the first page loads.
      const storageState = {
        cookies: [],
        origins: [{ origin: baseURL, localStorage: [{ name: STORAGE_KEYS.theme, value: theme }] }],
      };
      const context = await browser.newContext({
        ...options,
        baseURL,
        colorScheme: theme,
        reducedMotion: 'reduce',
        storageState,
      });
      const token = shot.account ? tokens.get(shot.account) : undefined;
      if (token) await context.addCookies([{ name: SESSION_COOKIE, value: token, url: baseURL }]);
      await context.route('https://i.ytimg.com/**', (route) =>
        route.fulfill({ contentType: 'image/svg+xml', body: THUMBNAIL }),
      );
      const page = await context.newPage();
      await page.goto(shot.path);
      await shot.ready(page);
      await page.waitForTimeout(400); // let dialog and toast animations finish
      // A dialog is shot as the viewport it covers; a page from its top, as tall as it is up to MAX_HEIGHT.
      const dialog = await page.getByRole('dialog').or(page.getByRole('alertdialog')).count();
      const height = dialog || shot.viewport ? options.viewport.height : Math.min(await pageHeight(page), MAX_HEIGHT);
      if (height > options.viewport.height) await page.setViewportSize({ width, height });
      await page.screenshot({ path: `${OUT}/${shot.screen}-${theme}-${width}.png` });
      await context.close();
      taken += 1;
    }
  }
  return taken;
}

// A string: scripts/ type-check without the DOM library.
/**
 * This machine has no way out to YouTube: its thumbnails are answered with a neutral stand-in of the
 * same 16:9 shape, rather than shot as broken images.
 */
const THUMBNAIL = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180" viewBox="0 0 320 180">
<rect width="320" height="180" fill="#6b7280"/><path d="M146 68v44l36-22z" fill="#fff" opacity=".9"/></svg>`;

const pageHeight = (page: Page) => page.evaluate<number>('document.documentElement.scrollHeight');

async function main(): Promise<void> {
  await mkdir(OUT, { recursive: true });
  const stack = await startStack({ LOG_LEVEL: 'error', TEST_CHECKOUT_DELAY_MS: '0' });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const api = await request.newContext({ baseURL: stack.baseURL });
    const tokens = new Map<string, string>([
      [DEMO.premium, await login(api, DEMO.premium, DEMO.password)],
      [DEMO.basic, await login(api, DEMO.basic, DEMO.password)],
    ]);
    const buyer = 'screenshots-buyer@skimly.test';
    await registerVerified(api, stack.dataDir, buyer, stack.baseURL);
    const paidSession = await makePremium(api, await login(api, buyer));
    // A subscriber whose renewal failed: monthly, the next renewal armed to fail, the clock past it.
    const lapsing = 'screenshots-lapsing@skimly.test';
    await registerVerified(api, stack.dataDir, lapsing, stack.baseURL);
    const lapsingToken = await login(api, lapsing);
    await makePremium(api, lapsingToken);
    await api.post('/api/test-mode/renewal-failure', { headers: siteHeaders(lapsingToken) });
    await api.post('/api/test-mode/clock/advance', { headers: siteHeaders(lapsingToken), data: { days: 32 } });
    tokens.set(lapsing, lapsingToken);
    // A monthly subscriber in good standing: the plan dialog offers "Switch to annual".
    const monthly = 'screenshots-monthly@skimly.test';
    await registerVerified(api, stack.dataDir, monthly, stack.baseURL);
    const monthlyToken = await login(api, monthly);
    await makePremium(api, monthlyToken);
    tokens.set(monthly, monthlyToken);
    await api.dispose();
    // SCREENS=account-settings,billing takes only those.
    const only = process.env.SCREENS?.split(',').filter(Boolean);
    const widths = (process.env.WIDTHS?.split(',').filter(Boolean) ?? Object.keys(WIDTHS)).map(
      (w) => Number(w) as keyof typeof WIDTHS,
    );
    for (const shot of shots(paidSession, lapsing, monthly).filter((s) => !only || only.includes(s.screen))) {
      const taken = await take(browser, stack.baseURL, shot, tokens, widths);
      console.log(`${shot.screen}: ${taken} screenshots`);
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
}

await main();
