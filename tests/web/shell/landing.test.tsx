import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EXTENSION_STORE_URL } from '../../../domain/constants.ts';
import { messages } from '../../../domain/messages.ts';
import { renderRoute } from './renderApp.tsx';

describe('landing page', () => {
  it('shows the sections in the spec order', async () => {
    renderRoute('/');
    const headings = (await screen.findAllByRole('heading', { level: 2 })).map((h) => h.textContent);
    const order = [
      messages.site.drowningHeading,
      'Everything you need to skim smarter',
      'How it works',
      'Who uses it',
      'See Skimly in action',
      'Why people keep it installed',
      'Frequently asked questions',
      'Stop watching. Start skimming.',
    ];
    expect(headings.filter((text) => order.includes(text ?? ''))).toEqual(order);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('links Add to Chrome to the store', async () => {
    renderRoute('/');
    const links = await screen.findAllByRole('link', { name: messages.site.addToChrome });
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toHaveAttribute('href', EXTENSION_STORE_URL);
  });

  it('has six features, three steps, five audiences and three benefits', async () => {
    const { container } = renderRoute('/');
    await screen.findByRole('heading', { level: 1 });
    const count = (id: string) => within(container.querySelector(`#${id}`) as HTMLElement).getAllByRole('heading', { level: 3 }).length;
    expect(count('features')).toBe(6);
    expect(count('how-it-works')).toBe(3);
    expect(count('who-uses-it')).toBe(5);
    expect(count('benefits')).toBe(3);
  });
});
