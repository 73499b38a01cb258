/**
 * The server validates requests with the schemas generated from openapi.yaml (issue 11): at each
 * limit the document states, the server accepts the value at the limit and refuses the one past it.
 * The limits are read from openapi.yaml here, never written down, so editing one there (and running
 * `npm run gen:api`) moves the server's answer with it, and a hand-written limit in a route fails.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  FEEDBACK_TEXT_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PROMPT_MAX_LENGTH,
  PROMPT_MIN_LENGTH,
  SEARCH_MAX_LENGTH,
} from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import { call } from './client.ts';
import { createTestApp, type TestApp, type TestUser } from './harness.ts';

type Limits = { minLength?: number; maxLength?: number; minimum?: number; maximum?: number };
const spec = parse(readFileSync(new URL('../../openapi.yaml', import.meta.url), 'utf8')) as {
  components: {
    schemas: Record<string, { properties: Record<string, Limits> }>;
    parameters: Record<string, { schema: Limits }>;
  };
};
const field = (schema: string, name: string): Limits => {
  const limits = spec.components.schemas[schema]?.properties[name];
  if (!limits) throw new Error(`openapi.yaml has no ${schema}.${name}`);
  return limits;
};
const parameter = (name: string): Limits => {
  const limits = spec.components.parameters[name]?.schema;
  if (!limits) throw new Error(`openapi.yaml has no parameter ${name}`);
  return limits;
};
const need = (value: number | undefined, what: string): number => {
  if (value === undefined) throw new Error(`openapi.yaml states no ${what}`);
  return value;
};

let app: TestApp;
let premium: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  premium = await app.signUp({ premium: true });
});
afterAll(() => app.close());

describe('request limits come from openapi.yaml', () => {
  // The website counts and words these limits with domain/constants.ts: they must say what the contract says.
  it("the website's limits are openapi.yaml's", () => {
    expect({
      promptMin: PROMPT_MIN_LENGTH,
      promptMax: PROMPT_MAX_LENGTH,
      search: SEARCH_MAX_LENGTH,
      passwordMin: PASSWORD_MIN_LENGTH,
      passwordMax: PASSWORD_MAX_LENGTH,
      feedbackComments: FEEDBACK_TEXT_MAX_LENGTH,
      feedbackSuggestions: FEEDBACK_TEXT_MAX_LENGTH,
    }).toEqual({
      promptMin: field('PromptRequest', 'prompt').minLength,
      promptMax: field('PromptRequest', 'prompt').maxLength,
      search: parameter('Search').maxLength,
      passwordMin: field('RegisterRequest', 'password').minLength,
      passwordMax: field('RegisterRequest', 'password').maxLength,
      feedbackComments: field('Feedback', 'comments').maxLength,
      feedbackSuggestions: field('Feedback', 'suggestions').maxLength,
    });
  });

  it('prompt: PromptRequest.prompt minLength and maxLength', async () => {
    const { minLength, maxLength } = field('PromptRequest', 'prompt');
    const save = (prompt: string) => call(app, 'POST', '/api/user-prompt', { token: premium.token, body: { prompt } });
    expect((await save('p'.repeat(need(maxLength, 'a prompt maxLength')))).status).toBe(200);
    const long = await save('p'.repeat(need(maxLength, 'a prompt maxLength') + 1));
    expect(long.status).toBe(422);
    expect(long.body.message).toBe(messages.dashboard.promptTooLong);
    expect((await save('p'.repeat(need(minLength, 'a prompt minLength')))).status).toBe(200);
    const short = await save(`  ${'p'.repeat(need(minLength, 'a prompt minLength') - 1)}  `);
    expect(short.status).toBe(422);
    expect(short.body.message).toBe(messages.dashboard.promptTooShort);
  });

  it('summaries list: Search maxLength, PerPage and Page maximum', async () => {
    const list = (query: string) => call(app, 'GET', `/api/summaries?${query}`, { token: premium.token });
    const search = need(parameter('Search').maxLength, 'a search maxLength');
    expect((await list(`search=${'s'.repeat(search)}`)).status).toBe(200);
    const long = await list(`search=${'s'.repeat(search + 1)}`);
    expect(long.status).toBe(422);
    expect(long.body.message).toBe(messages.dashboard.searchTooLong);
    const perPage = need(parameter('PerPage').maximum, 'a per_page maximum');
    expect((await list(`per_page=${perPage}`)).status).toBe(200);
    expect((await list(`per_page=${perPage + 1}`)).status).toBe(422);
    const page = need(parameter('Page').maximum, 'a page maximum');
    expect((await list(`page=${page}`)).status).toBe(200);
    expect((await list(`page=${page + 1}`)).status).toBe(422);
  });

  it('saved summary: SaveSummaryRequest.title maxLength', async () => {
    const max = need(field('SaveSummaryRequest', 'title').maxLength, 'a title maxLength');
    const save = (title: string) =>
      call(app, 'POST', '/api/summaries', {
        token: premium.token,
        body: { title, video_id: 'dQw4w9WgXcQ', summary: 'A summary.' },
      });
    expect((await save('t'.repeat(max))).status).toBe(201);
    const long = await save('t'.repeat(max + 1));
    expect(long.status).toBe(422);
    expect(long.body.message).toBe(`title must be at most ${max.toLocaleString('en-US')} characters`);
  });

  it('feedback: Feedback.comments maxLength', async () => {
    const max = need(field('Feedback', 'comments').maxLength, 'a comments maxLength');
    const send = (comments: string) =>
      call(app, 'POST', '/api/feedback', { body: { reason: 'other', type: 'uninstall', comments } });
    expect((await send('c'.repeat(max))).status).toBeLessThan(300);
    const long = await send('c'.repeat(max + 1));
    expect(long.status).toBe(422);
    expect(long.body.message).toBe(`At most ${max.toLocaleString('en-US')} characters`);
  });

  it('registration: RegisterRequest.password minLength', async () => {
    const min = need(field('RegisterRequest', 'password').minLength, 'a password minLength');
    const register = (email: string, password: string) =>
      call(app, 'POST', '/api/register', { body: { email, password } });
    const short = await register('short@example.com', 'p'.repeat(min - 1));
    expect(short.status).toBe(422);
    expect(short.body.message).toBe(messages.account.passwordTooShort);
    // At the limit the length passes (a password this short may still be refused as too weak).
    const enough = await register('enough@example.com', 'kQ7#vZ2!wR9$mT4&xL'.slice(0, min));
    expect(enough.body.message).not.toBe(messages.account.passwordTooShort);
  });
});
