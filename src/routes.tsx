import type { ComponentType } from 'react';
import { data, type RouteObject } from 'react-router';
import { messages } from '#domain/messages.ts';
import { isUninstallId } from '#domain/uninstall.ts';
import type { RouteHandle } from './app/DocumentTitle.tsx';
import { ProtectedRoute } from './app/ProtectedRoute.tsx';
import { RootErrorPage } from './app/RootErrorPage.tsx';
import { RootLayout, SitePages } from './app/RootLayout.tsx';
import LandingPage from './pages/landing/LandingPage.tsx';
import { lazyPart } from './ui/lazyPart.tsx';
import { CenteredSpinner } from './ui/Spinner.tsx';

/**
 * A route whose page is its own chunk: the landing page never downloads it. A chunk that does not
 * arrive (offline) is said in the page's place with Try again, not by the root error page (issue 28.1).
 */
function page(load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> {
  const component = () => load().then((module) => module.default);
  return { lazy: async () => ({ Component: await component().catch(() => lazyPart(component).Part) }) };
}

const t = messages.titles;
/** The browser-tab title of a route (decision 150). */
function titled(title: RouteHandle['title']): Pick<RouteObject, 'handle'> {
  return { handle: { title } satisfies RouteHandle };
}

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: CenteredSpinner,
    ErrorBoundary: RootErrorPage,
    children: [
      {
        Component: SitePages,
        children: [
          { index: true, Component: LandingPage },
          {
            path: 'privacy-policy',
            ...titled(t.privacy),
            ...page(() => import('./pages/legal/PrivacyPolicyPage.tsx')),
          },
          { path: 'terms', ...titled(t.terms), ...page(() => import('./pages/legal/TermsPage.tsx')) },
          { path: 'login', ...titled(t.signIn), ...page(() => import('./pages/auth/LoginPage.tsx')) },
          { path: 'verify-email', ...titled(t.verifyEmail), ...page(() => import('./pages/auth/VerifyEmailPage.tsx')) },
          {
            path: 'forgot-password',
            ...titled(t.forgotPassword),
            ...page(() => import('./pages/auth/ForgotPasswordPage.tsx')),
          },
          {
            path: 'reset-password',
            ...titled(t.resetPassword),
            ...page(() => import('./pages/auth/ResetPasswordPage.tsx')),
          },
          { path: 'oauth/return', ...titled(t.oauthReturn), ...page(() => import('./pages/auth/OAuthReturnPage.tsx')) },
          {
            path: 'confirm-email',
            ...titled(t.confirmEmail),
            ...page(() => import('./pages/auth/ConfirmEmailPage.tsx')),
          },
          { path: '*', ...titled(t.notFound), ...page(() => import('./pages/NotFoundPage.tsx')) },
        ],
      },
      {
        Component: ProtectedRoute,
        children: [
          { path: 'dashboard', ...titled(t.dashboard), ...page(() => import('./pages/dashboard/DashboardPage.tsx')) },
          { path: 'account', ...titled(t.account), ...page(() => import('./pages/account/AccountPage.tsx')) },
        ],
      },
      {
        path: 'success-payment',
        ...titled(t.paymentResult),
        ...page(() => import('./pages/payment/SuccessPaymentPage.tsx')),
      },
      {
        path: 'cancel-payment',
        ...titled(t.paymentCancelled),
        ...page(() => import('./pages/payment/CancelPaymentPage.tsx')),
      },
      { path: 'uninstall', ...titled(t.uninstall), ...page(() => import('./pages/uninstall/UninstallPage.tsx')) },
      {
        // An id the extension cannot have made (a dot, a broken % escape) names no install: the 404 page.
        path: 'uninstall/:uid',
        ...titled((params) => (isUninstallId(params.uid) ? t.uninstall : t.notFound)),
        loader: ({ params }) => {
          if (!isUninstallId(params.uid)) throw data(null, { status: 404 });
          return null;
        },
        lazy: async () => ({
          Component: (await import('./pages/uninstall/UninstallPage.tsx')).default,
          ErrorBoundary: (await import('./pages/NotFoundPage.tsx')).SiteNotFoundPage,
        }),
      },
    ],
  },
];
