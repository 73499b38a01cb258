/**
 * Type-level test, checked by `npm run typecheck` (never run): every line marked @ts-expect-error
 * must fail to compile, so a wrong path, method or body at a call site fails typecheck. If one of
 * them compiled, tsc would report the unused directive.
 */
import type { ApiClient } from '#src/api/client.ts';

export async function wrongCallsFailTypecheck(api: ApiClient): Promise<void> {
  // @ts-expect-error: no such path in openapi.yaml
  await api.GET('/api/nope');
  // @ts-expect-error: /api/user-info has no POST
  await api.POST('/api/user-info');
  // @ts-expect-error: prompt must be a string
  await api.POST('/api/user-prompt', { body: { prompt: 42 } });
  // @ts-expect-error: login needs a password
  await api.POST('/api/login', { body: { email: 'a@b.co' } });
  // @ts-expect-error: date filter is all, today, week or month
  await api.GET('/api/summaries', { params: { query: { date: 'year' } } });
  // @ts-expect-error: Google start requires the state query parameter
  await api.GET('/auth/google/website');
}

export async function rightCallsTypecheck(api: ApiClient): Promise<void> {
  await api.POST('/api/login', { body: { email: 'a@b.co', password: 'secret-password', remember: true } });
  await api.GET('/api/summaries', { params: { query: { page: 1, per_page: 10, date: 'today', search: 'ai' } } });
  await api.GET('/auth/google/website', {
    params: { query: { state: 'abcdefgh' }, header: { 'X-Requested-With': 'XMLHttpRequest' } },
  });
}
