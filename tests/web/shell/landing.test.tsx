import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_EXTENSION_STORE_URL, SITE_META } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import { parseLandingHash } from '#src/pages/landing/hash.ts';
import { renderRoute } from './renderApp.tsx';

const SPEC_ORDER = [
  messages.site.drowningHeading,
  'Everything you need to skim smarter',
  'How it works',
  'Who uses it',
  'See Skimly in action',
  'Why people keep it installed',
  'Frequently asked questions',
  'Stop watching. Start skimming.',
];

function section(container: HTMLElement, id: string): HTMLElement {
  const element = container.querySelector<HTMLElement>(`#${id}`);
  if (!element) throw new Error(`no section #${id}`);
  return element;
}

describe('landing page', () => {
  it('shows navigation, hero, the spec sections in order, and the footer', async () => {
    renderRoute('/');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Get the point of any YouTube video');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent ?? '');
    expect(headings.filter((text) => SPEC_ORDER.includes(text))).toEqual(SPEC_ORDER);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    for (const name of [messages.site.privacyPolicy, messages.site.terms, messages.site.uninstall]) {
      expect(within(footer).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(footer).getByRole('link', { name: messages.site.faq })).toHaveAttribute('href', '/#faq');
  });

  it('links every Add to Chrome to the store', async () => {
    renderRoute('/');
    const links = await screen.findAllByRole('link', { name: messages.site.addToChrome });
    expect(links.length).toBeGreaterThanOrEqual(2);
    for (const link of links) expect(link).toHaveAttribute('href', DEFAULT_EXTENSION_STORE_URL);
  });

  it('links Add to Chrome to the listing the server configured (decision 174)', async () => {
    const listing = 'https://chromewebstore.google.com/detail/skimly/abcdefghijklmnopabcdefghijklmnop';
    const meta = document.createElement('meta');
    meta.name = SITE_META.storeUrl;
    meta.content = listing;
    document.head.append(meta);
    try {
      renderRoute('/');
      const links = await screen.findAllByRole('link', { name: messages.site.addToChrome });
      for (const link of links) expect(link).toHaveAttribute('href', listing);
    } finally {
      meta.remove();
    }
  });

  it('has six features, three steps, five audiences and three benefits', async () => {
    const { container } = renderRoute('/');
    await screen.findByRole('heading', { level: 1 });
    const count = (id: string) => within(section(container, id)).getAllByRole('heading', { level: 3 }).length;
    expect(count('features')).toBe(6);
    expect(count('how-it-works')).toBe(3);
    expect(count('who-uses-it')).toBe(5);
    expect(count('benefits')).toBe(3);
    const audiences = within(section(container, 'who-uses-it')).getAllByRole('heading', { level: 3 });
    expect(audiences.map((h) => h.textContent)).toEqual([
      'Students',
      'Professionals',
      'Creators',
      'Journalists',
      'Lifelong learners',
    ]);
  });

  it('answers five FAQ questions with the Basic/Premium story, never "100% free"', async () => {
    const { container } = renderRoute('/');
    await screen.findByRole('heading', { level: 1 });
    const faq = section(container, 'faq');
    expect(faq.querySelectorAll('details')).toHaveLength(5);
    const text = faq.textContent ?? '';
    expect(text).toContain('Basic plan is free forever');
    expect(text).toContain('no credit card');
    expect(text).toContain('custom prompt');
    expect(text).toContain('saved-summaries history');
    expect(text).not.toMatch(/100% free|no premium tiers|no account needed/i);
  });

  it('shows the thank-you banner only with install=true in the hash', async () => {
    renderRoute('/#how-it-works&install=true');
    expect(await screen.findByText(messages.site.installThanks)).toBeInTheDocument();
  });

  it('shows no banner without install=true', async () => {
    renderRoute('/#how-it-works');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(messages.site.installThanks)).not.toBeInTheDocument();
  });
});

describe('landing hash', () => {
  it.each([
    ['', { sectionId: null, install: false }],
    ['#faq', { sectionId: 'faq', install: false }],
    ['#how-it-works&install=true', { sectionId: 'how-it-works', install: true }],
    ['#how-it-works?install=true', { sectionId: 'how-it-works', install: true }],
    ['#install=true', { sectionId: 'how-it-works', install: true }],
    ['#features?install=false', { sectionId: 'features', install: false }],
    // Broken percent-encoding names no section instead of throwing while the page renders.
    ['#100%', { sectionId: null, install: false }],
    ['#%E0%A4%A', { sectionId: null, install: false }],
    ['#%E0%A4%A&install=true', { sectionId: null, install: true }],
  ])('%s', (hash, expected) => {
    expect(parseLandingHash(hash)).toEqual(expected);
  });
});
