import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { messages } from '#domain/messages.ts';
import { AppApisContext } from '#src/app/composition.tsx';
import { routes } from '#src/routes.tsx';
import { fakeAuth, LAZY_CHUNK, premiumUser, renderRoute } from './renderApp.tsx';

const signedIn = { authenticated: true, user: premiumUser, token: 'tok' };

describe('protected /dashboard', () => {
  it('shows a spinner while the session check runs', async () => {
    renderRoute('/dashboard', fakeAuth({ session: new Promise(() => {}) }));
    // The first render waits for the dashboard chunk (cold transform in tests), hence the longer wait.
    expect(await screen.findByRole('status', { name: 'Checking your session' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('sends to sign-in, with the way back, when nobody is signed in (decision 176)', async () => {
    const { router } = renderRoute('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fdashboard');
    expect(await screen.findByRole('heading', { level: 1 }, LAZY_CHUNK)).toBeInTheDocument();
  });

  it('stays on /dashboard for a signed-in user', async () => {
    const { router } = renderRoute('/dashboard', fakeAuth({ session: signedIn }));
    await waitFor(() =>
      expect(screen.queryByRole('status', { name: 'Checking your session' })).not.toBeInTheDocument(),
    );
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});

describe('other routes', () => {
  it('any unknown path shows the 404 texts', async () => {
    renderRoute('/no/such/page');
    expect(await screen.findByRole('heading', { name: messages.notFound.heading }, LAZY_CHUNK)).toBeInTheDocument();
    expect(screen.getByText(messages.notFound.text)).toBeInTheDocument();
  });

  it('terms state the date, the ages and Delaware law', async () => {
    renderRoute('/terms');
    expect(await screen.findByRole('heading', { level: 1, name: messages.site.terms }, LAZY_CHUNK)).toBeInTheDocument();
    const text = document.body.textContent ?? '';
    expect(text).toContain('Last updated: January 2025');
    expect(text).toContain('at least 13 years old');
    expect(text).toMatch(/under 18, you may use it only with\s+the permission of a parent/);
    expect(text).toContain('laws of the State of Delaware');
  });

  it('the privacy policy is dated January 2025', async () => {
    renderRoute('/privacy-policy');
    expect(
      await screen.findByRole('heading', { level: 1, name: messages.site.privacyPolicy }, LAZY_CHUNK),
    ).toBeInTheDocument();
    expect(screen.getByText('Last updated: January 2025')).toBeInTheDocument();
  });

  it('/login signs in and returns to ?redirect=', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    const login = vi.fn(async () => ({ token: 'tok', user: premiumUser }));
    renderRoute('/login?redirect=%2Fdashboard%3Ftab%3Dprompt', fakeAuth({ login }, { navigate }));
    await user.type(await screen.findByLabelText(messages.account.emailLabel, {}, LAZY_CHUNK), 'ada@example.com');
    await user.type(screen.getByLabelText(messages.account.passwordLabel), 'secret-password');
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: messages.auth.signInAction }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/dashboard?tab=prompt'));
  });

  it('/login ignores a redirect to another site', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    const login = vi.fn(async () => ({ token: 'tok', user: premiumUser }));
    renderRoute('/login?redirect=%2F%2Fevil.example', fakeAuth({ login }, { navigate }));
    await user.type(await screen.findByLabelText(messages.account.emailLabel, {}, LAZY_CHUNK), 'ada@example.com');
    await user.type(screen.getByLabelText(messages.account.passwordLabel), 'secret-password');
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: messages.auth.signInAction }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/dashboard'));
  });
});

describe('tab titles (decision 150)', () => {
  it.each([
    ['/terms', 'Terms of Service · Skimly'],
    ['/privacy-policy', 'Privacy Policy · Skimly'],
    ['/login', 'Sign In · Skimly'],
    ['/uninstall', 'Uninstall feedback · Skimly'],
    ['/uninstall/abc-123', 'Uninstall feedback · Skimly'],
    ['/cancel-payment', 'Payment Cancelled · Skimly'],
    ['/no/such/page', 'Page Not Found · Skimly'],
  ])('%s is titled "%s"', async (path, title) => {
    renderRoute(path);
    await waitFor(() => expect(document.title).toBe(title), LAZY_CHUNK);
  });

  it('the dashboard is "Dashboard · Skimly" and the landing page keeps the site title', async () => {
    const { router } = renderRoute('/dashboard', fakeAuth({ session: signedIn }));
    await waitFor(() => expect(document.title).toBe('Dashboard · Skimly'), LAZY_CHUNK);
    await router.navigate('/');
    await waitFor(() => expect(document.title).toBe(messages.titles.site));
  });
});

describe('/uninstall/{uid}', () => {
  it.each(['/uninstall/abc.def', '/uninstall/%E0%A4%A', '/uninstall/a%20b'])(
    '%s names no install: the 404 page, not the form',
    async (path) => {
      renderRoute(path);
      expect(await screen.findByRole('heading', { name: messages.notFound.heading }, LAZY_CHUNK)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: messages.feedback.submit })).not.toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe('Page Not Found · Skimly'));
    },
  );

  it('an id of letters, digits, - and _ gets the form', async () => {
    renderRoute('/uninstall/Ab_9-x');
    expect(await screen.findByRole('button', { name: messages.feedback.submit }, LAZY_CHUNK)).toBeInTheDocument();
  });
});

describe('root error boundary', () => {
  it('a page that throws shows a friendly page with Reload and logs the error with its address', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const Boom = () => {
      throw new Error('boom');
    };
    const withBoom: RouteObject[] = routes.map((route) => ({
      ...route,
      index: false,
      children: [...(route.children ?? []), { path: 'boom', Component: Boom }],
    }));
    const router = createMemoryRouter(withBoom, { initialEntries: ['/boom?x=1'] });
    render(
      <AppApisContext.Provider value={fakeAuth()}>
        <RouterProvider router={router} />
      </AppApisContext.Provider>,
    );
    expect(await screen.findByRole('heading', { name: messages.crash.heading })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: messages.crash.reload })).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith(
      messages.crash.logged('/boom?x=1'),
      expect.objectContaining({ message: 'boom' }),
    );
    errors.mockRestore();
  });

  it('a % in the landing hash (/#100%) still renders the landing page', async () => {
    renderRoute('/#100%');
    expect(await screen.findByRole('heading', { level: 1 }, LAZY_CHUNK)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: messages.crash.heading })).not.toBeInTheDocument();
  });
});
