/**
 * npm run screenshots: each main screen in light and dark, phone and desktop, into
 * docs/screenshots/<screen>-<theme>-<device>.png. Needs `npm run build` first.
 */
import { mkdir } from 'node:fs/promises';
import { type Browser, chromium, type Page, request } from '@playwright/test';
import { SESSION_COOKIE, STORAGE_KEYS } from '../domain/constants.ts';
import { messages } from '../domain/messages.ts';
import { DEMO, login, makePremium, registerVerified } from '../tests/e2e/support/api.ts';
import { startStack } from '../tests/e2e/support/stack.ts';

const OUT = 'docs/screenshots';
const DEVICES = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false },
} as const;
const THEMES = ['light', 'dark'] as const;

type Shot = { screen: string; account?: string; path: string; ready: (page: Page) => Promise<void> };

const visible = (page: Page, text: string) => page.getByText(text).first().waitFor();

async function openPlans(page: Page): Promise<void> {
  await page.getByRole('button', { name: messages.dashboard.manageSubscription }).click();
  await page.getByRole('dialog').getByRole('switch').waitFor();
}

function shots(paidSession: string): Shot[] {
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
    { screen: 'dashboard-premium', account: DEMO.premium, path: '/dashboard', ready: (p) => visible(p, 'Showing 1 to') },
    { screen: 'dashboard-basic', account: DEMO.basic, path: '/dashboard', ready: (p) => visible(p, messages.dashboard.premiumFeature) },
    { screen: 'plan-dialog', account: DEMO.basic, path: '/dashboard', ready: openPlans },
    { screen: 'payment-success', path: `/success-payment?session_id=${paidSession}`, ready: (p) => visible(p, messages.payment.successTitle) },
    { screen: 'uninstall', path: '/uninstall', ready: (p) => visible(p, messages.feedback.heading) },
    { screen: 'not-found', path: '/no-such-page', ready: (p) => visible(p, messages.notFound.heading) },
  ];
}

async function take(browser: Browser, baseURL: string, shot: Shot, tokens: Map<string, string>): Promise<void> {
  for (const [device, options] of Object.entries(DEVICES)) {
    for (const theme of THEMES) {
      const context = await browser.newContext({ ...options, baseURL, colorScheme: theme, reducedMotion: 'reduce' });
      await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.theme, theme] as const);
      const token = shot.account ? tokens.get(shot.account) : undefined;
      if (token) await context.addCookies([{ name: SESSION_COOKIE, value: token, url: baseURL }]);
      const page = await context.newPage();
      await page.goto(shot.path);
      await shot.ready(page);
      await page.waitForTimeout(400); // let dialog and toast animations finish
      await page.screenshot({ path: `${OUT}/${shot.screen}-${theme}-${device}.png` });
      await context.close();
    }
  }
}

async function main(): Promise<void> {
  await mkdir(OUT, { recursive: true });
  const stack = await startStack({ LOG_LEVEL: 'error', TEST_CHECKOUT_DELAY_MS: '0' });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const api = await request.newContext({ baseURL: stack.baseURL });
    const tokens = new Map([
      [DEMO.premium, await login(api, DEMO.premium, DEMO.password)],
      [DEMO.basic, await login(api, DEMO.basic, DEMO.password)],
    ]);
    const buyer = 'screenshots-buyer@skimly.test';
    await registerVerified(api, stack.dataDir, buyer, stack.baseURL);
    const paidSession = await makePremium(api, await login(api, buyer));
    await api.dispose();
    for (const shot of shots(paidSession)) {
      await take(browser, stack.baseURL, shot, tokens);
      console.log(`${shot.screen}: 4 screenshots`);
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
}

await main();
