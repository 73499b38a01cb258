import { fromPromise } from 'xstate';
import { EXTENSION_ID } from '#domain/constants.ts';
import type { LoginInput, RegisterInput } from '#machines/signInForm.machine.ts';
import type { GoogleUrl } from '#machines/googleSignIn.machine.ts';
import type { LoginResult, SessionCheck } from '#machines/apiTypes.ts';
import type { ReadStorageInput, StoredValues } from '#machines/effects.ts';
import { readValues } from '#src/features/storage.ts';

/**
 * The auth machine's API-bound actors. The client (openapi-fetch, zod error parsing) is imported
 * on first call so the prerendered landing page hydrates without it; the session check pulls it
 * in right after.
 */
const client = () => import('#src/api/client.ts').then((module) => module.api);

export const authActors = {
  checkSession: fromPromise<SessionCheck, void>(async ({ signal }) => {
    const { data } = await (await client()).GET('/check-website', { signal });
    return data ?? { authenticated: false };
  }),
  login: fromPromise<LoginResult, LoginInput>(async ({ input, signal }) => {
    const { data } = await (await client()).POST('/api/login', { body: input, signal });
    if (!data) throw new Error('Empty login response');
    return data;
  }),
  register: fromPromise<unknown, RegisterInput>(async ({ input, signal }) => {
    const body = { ...input, extension_id: EXTENSION_ID, extension_url: window.location.origin };
    const { data } = await (await client()).POST('/api/register', { body, signal });
    return data;
  }),
  resendVerification: fromPromise<unknown, { email: string }>(async ({ input, signal }) => {
    const { data } = await (await client()).POST('/api/email/resend-verification', { body: input, signal });
    return data;
  }),
  logout: fromPromise<unknown, void>(
    async ({ signal }) => (await (await client()).POST('/api/logout', { signal })).data,
  ),
  logoutAll: fromPromise<unknown, void>(
    async ({ signal }) => (await (await client()).POST('/api/logout-all', { signal })).data,
  ),
  generateOAuthState: fromPromise<string, void>(async () => {
    const bytes = crypto.getRandomValues(new Uint8Array(24));
    return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  }),
  requestGoogleUrl: fromPromise<GoogleUrl, { state: string }>(async ({ input, signal }) => {
    const { data } = await (await client()).GET('/auth/google/website', {
      params: { query: { state: input.state }, header: { 'X-Requested-With': 'XMLHttpRequest' } },
      signal,
    });
    return data ?? {};
  }),
  readStorage: fromPromise<StoredValues, ReadStorageInput>(async ({ input }) => readValues(input.keys)),
};
