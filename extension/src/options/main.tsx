/**
 * The options page: who writes the full summary (Skimly's server, the person's own OpenAI-compatible
 * endpoint, a local Ollama, or offline only), the endpoint's address, key and model, and the account.
 * Everything is kept in chrome.storage.local; keys never leave for Skimly's server.
 */
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { messages } from '#domain/messages.ts';
import type { ProviderKind } from '#machines/videoSummary.machine.ts';
import { checkSession, type SessionCheck, signIn, signOut } from '#extension/background/skimlyApi.ts';
import { type ExtensionSettings, OLLAMA_BASE_URL, readSettings, writeSettings } from '#extension/shared/settings.ts';
import { usePreferredTheme } from '#extension/sidepanel/theme.ts';
import * as css from './options.css.ts';

const t = messages.extension.options;

const PROVIDERS: ReadonlyArray<[ProviderKind, string]> = [
  ['skimly', t.providerSkimly],
  ['openai-compatible', t.providerOwn],
  ['ollama', t.providerOllama],
  ['offline', t.providerOffline],
];

/** Chrome grants an endpoint outside localhost only when asked (optional_host_permissions). */
async function allowEndpoint(baseUrl: string): Promise<boolean> {
  let origin: string;
  try {
    origin = new URL(baseUrl).origin;
  } catch {
    return false;
  }
  if (/^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(origin)) return true;
  return chrome.permissions.request({ origins: [`${origin}/*`] });
}

/**
 * The account: the website's session when there is one; else the extension signs in itself
 * (POST /api/login) and keeps the token in its own storage.
 */
function Account({ settings, onChange }: { settings: ExtensionSettings; onChange: (next: ExtensionSettings) => void }) {
  const [session, setSession] = useState<SessionCheck | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => void checkSession(settings).then(setSession), [settings]);
  const submit = async (form: HTMLFormElement) => {
    const data = new FormData(form);
    setError(null);
    try {
      const answer = await signIn(settings, {
        email: String(data.get('email') ?? ''),
        password: String(data.get('password') ?? ''),
        remember: true,
      });
      onChange(await writeSettings({ token: answer.token }));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : messages.auth.invalidEmailOrPassword);
    }
  };
  if (session?.authenticated && session.user) {
    return (
      <div className={css.fieldset}>
        <p>{messages.extension.signedInAs(session.user.email)}</p>
        {settings.token && (
          <button
            type="button"
            className={css.button}
            onClick={async () => {
              await signOut(settings);
              onChange(await writeSettings({ token: null }));
            }}
          >
            {t.signOut}
          </button>
        )}
      </div>
    );
  }
  return (
    <form
      className={css.fieldset}
      aria-label={t.account}
      onSubmit={(event) => {
        event.preventDefault();
        void submit(event.currentTarget);
      }}
    >
      <p className={css.hint}>{t.signedOutHint}</p>
      <label className={css.field}>
        {messages.account.emailLabel}
        <input className={css.input} name="email" type="email" autoComplete="username" required />
      </label>
      <label className={css.field}>
        {messages.account.passwordLabel}
        <input className={css.input} name="password" type="password" autoComplete="current-password" required />
      </label>
      <div>
        <button type="submit" className={css.button}>
          {messages.extension.signIn}
        </button>{' '}
        <span role="alert">{error}</span>
      </div>
    </form>
  );
}

function Options() {
  const theme = usePreferredTheme();
  const [settings, setSettings] = useState<ExtensionSettings | null>(null);
  const [note, setNote] = useState<string | null>(null);
  useEffect(() => void readSettings().then(setSettings), []);
  if (!settings) return null;
  const change = (patch: Partial<ExtensionSettings>) => {
    setNote(null);
    setSettings({ ...settings, ...patch });
  };
  const save = async () => {
    const next =
      settings.provider === 'ollama' && settings.baseUrl === '' ? { ...settings, baseUrl: OLLAMA_BASE_URL } : settings;
    if ((next.provider === 'openai-compatible' || next.provider === 'ollama') && !(await allowEndpoint(next.baseUrl))) {
      setNote(t.permissionRefused);
      return;
    }
    setSettings(await writeSettings(next));
    setNote(t.saved);
  };
  const own = settings.provider === 'openai-compatible' || settings.provider === 'ollama';
  return (
    <main className={`${theme} ${css.page}`}>
      <h1 className={css.title}>{t.title}</h1>
      <form
        className={css.form}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <fieldset className={css.fieldset}>
          <legend>{t.provider}</legend>
          {PROVIDERS.map(([value, label]) => (
            <label key={value} className={css.choice}>
              <input
                type="radio"
                name="provider"
                value={value}
                checked={settings.provider === value}
                onChange={() => change({ provider: value })}
              />
              {label}
            </label>
          ))}
        </fieldset>
        {own && (
          <fieldset className={css.fieldset}>
            <label className={css.field}>
              {t.baseUrl}
              <input
                className={css.input}
                name="baseUrl"
                value={settings.baseUrl}
                placeholder={settings.provider === 'ollama' ? OLLAMA_BASE_URL : 'https://api.example.com/v1'}
                onChange={(event) => change({ baseUrl: event.target.value })}
              />
            </label>
            {settings.provider === 'openai-compatible' && (
              <label className={css.field}>
                {t.apiKey}
                <input
                  className={css.input}
                  name="apiKey"
                  type="password"
                  autoComplete="off"
                  value={settings.apiKey}
                  onChange={(event) => change({ apiKey: event.target.value })}
                />
              </label>
            )}
            <label className={css.field}>
              {t.model}
              <input
                className={css.input}
                name="model"
                value={settings.model}
                onChange={(event) => change({ model: event.target.value })}
              />
            </label>
            <p className={css.hint}>{t.keysStayHere}</p>
          </fieldset>
        )}
        <fieldset className={css.fieldset}>
          <legend>{t.site}</legend>
          <label className={css.field}>
            {t.site}
            <input
              className={css.input}
              name="siteUrl"
              value={settings.siteUrl}
              onChange={(event) => change({ siteUrl: event.target.value.replace(/\/$/, '') })}
            />
          </label>
          <a className={css.link} href={settings.siteUrl} target="_blank" rel="noreferrer">
            {t.openSite}
          </a>
        </fieldset>
        <div>
          <button type="submit" className={css.button}>
            {t.save}
          </button>{' '}
          <span role="status">{note}</span>
        </div>
      </form>
      <h2 className={css.title}>{t.account}</h2>
      <Account settings={settings} onChange={setSettings} />
    </main>
  );
}

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <Options />
    </StrictMode>,
  );
