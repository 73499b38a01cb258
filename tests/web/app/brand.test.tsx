import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { PRODUCT_NAME } from '#domain/constants.ts';
import CancelPaymentPage from '#src/pages/payment/CancelPaymentPage.tsx';
import SuccessPaymentPage from '#src/pages/payment/SuccessPaymentPage.tsx';
import UninstallPage from '#src/pages/uninstall/UninstallPage.tsx';
import { renderDashboard } from './dashboardFixtures.tsx';
import { renderRoute } from './render.tsx';

/** Every page outside the site navigation still carries the site's logo, linking home, in a banner. */
function expectBrandHeader() {
  const banner = screen.getByRole('banner');
  expect(within(banner).getByRole('link', { name: `${PRODUCT_NAME} home` })).toHaveAttribute('href', '/');
}

const pages: Array<[string, string, ReactElement]> = [
  ['/success-payment', '/success-payment', <SuccessPaymentPage key="s" />],
  ['/cancel-payment', '/cancel-payment', <CancelPaymentPage key="c" />],
  ['/uninstall/ext-1', '/uninstall/:uid', <UninstallPage key="u" />],
];

describe('brand header', () => {
  it.each(pages)('%s shows the site logo linking to /', (url, path, page) => {
    renderRoute(url, path, page);
    expectBrandHeader();
  });

  it('the dashboard header uses the same logo', async () => {
    renderDashboard({ kind: 'premium' });
    await screen.findByRole('heading', { name: 'jane.doe', level: 1 });
    expectBrandHeader();
  });
});
