import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { ProtectedRoute } from './app/ProtectedRoute.tsx';
import { RootLayout } from './app/RootLayout.tsx';
import { SiteLayout } from './layout/SiteLayout.tsx';
import LandingPage from './pages/landing/LandingPage.tsx';
import { CenteredSpinner } from './ui/Spinner.tsx';

/** A route whose page is its own chunk: the landing page never downloads it. */
function page(load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: CenteredSpinner,
    children: [
      {
        Component: SiteLayout,
        children: [
          { index: true, Component: LandingPage },
          { path: 'privacy-policy', ...page(() => import('./pages/legal/PrivacyPolicyPage.tsx')) },
          { path: 'terms', ...page(() => import('./pages/legal/TermsPage.tsx')) },
          { path: 'login', ...page(() => import('./pages/auth/LoginPage.tsx')) },
          { path: 'verify-email', ...page(() => import('./pages/auth/VerifyEmailPage.tsx')) },
          { path: 'forgot-password', ...page(() => import('./pages/auth/ForgotPasswordPage.tsx')) },
          { path: 'reset-password', ...page(() => import('./pages/auth/ResetPasswordPage.tsx')) },
          { path: 'oauth/return', ...page(() => import('./pages/auth/OAuthReturnPage.tsx')) },
          { path: '*', ...page(() => import('./pages/NotFoundPage.tsx')) },
        ],
      },
      {
        Component: ProtectedRoute,
        children: [{ path: 'dashboard', ...page(() => import('./pages/dashboard/DashboardPage.tsx')) }],
      },
      { path: 'success-payment', ...page(() => import('./pages/payment/SuccessPaymentPage.tsx')) },
      { path: 'cancel-payment', ...page(() => import('./pages/payment/CancelPaymentPage.tsx')) },
      { path: 'uninstall', ...page(() => import('./pages/uninstall/UninstallPage.tsx')) },
      { path: 'uninstall/:uid', ...page(() => import('./pages/uninstall/UninstallPage.tsx')) },
    ],
  },
];
