/**
 * Setup file of the `paths` vitest project: every API actor module of the website is swapped for
 * scripted actors (fakeApi.ts) and toasts are recorded, before any test imports the app. Nothing else
 * of the app is replaced: routes, providers, machines, views and the other browser effects are real.
 * A new actor in one of these modules is scripted without an edit; a new actor module must be listed.
 * The app loads its page APIs on first use (src/app/apis.ts); here they are loaded before the tests,
 * so a screen's call is waiting for its answer as soon as the screen makes it.
 */
import { beforeAll, vi } from 'vitest';

vi.mock('#src/app/authActors.ts', async (original) => {
  const { fakeApi } = await import('./fakeApi.ts');
  return fakeApi.scriptModule('auth', await original());
});
vi.mock('#src/features/account/actors.ts', async (original) => {
  const { fakeApi } = await import('./fakeApi.ts');
  return fakeApi.scriptModule('account', await original());
});
vi.mock('#src/features/summaries/actors.ts', async (original) => {
  const { fakeApi } = await import('./fakeApi.ts');
  return fakeApi.scriptModule('summaries', await original());
});
vi.mock('#src/features/prompt/actors.ts', async (original) => {
  const { fakeApi } = await import('./fakeApi.ts');
  return fakeApi.scriptModule('prompt', await original());
});
vi.mock('#src/features/plans/actors.ts', async (original) => {
  const { fakeApi } = await import('./fakeApi.ts');
  return fakeApi.scriptModule('plans', await original());
});
vi.mock('#src/features/payment/actors.ts', async (original) => {
  const { fakeApi } = await import('./fakeApi.ts');
  return fakeApi.scriptModule('payment', await original());
});
vi.mock('#src/features/feedback/actors.ts', async (original) => {
  const { fakeApi } = await import('./fakeApi.ts');
  return fakeApi.scriptModule('feedback', await original());
});
vi.mock('#src/features/account/requestActors.ts', async (original) => {
  const { fakeApi } = await import('./fakeApi.ts');
  return fakeApi.scriptModule('accountRequest', await original());
});
vi.mock('#src/features/account/settingsActors.ts', async (original) => {
  const { fakeApi } = await import('./fakeApi.ts');
  return fakeApi.scriptModule('settings', await original());
});
vi.mock('#src/app/toast.ts', async (original) => {
  const { fakeApi } = await import('./fakeApi.ts');
  return { ...(await original<Record<string, unknown>>()), showToast: fakeApi.showToast };
});

beforeAll(async () => {
  const { appApis, preloadActors } = await import('#src/app/apis.ts');
  await Promise.all(Object.values(appApis).map((group) => preloadActors(group)));
});
