import { describe, expect, it } from 'vitest';
import { messages } from '#domain/messages.ts';
import { render } from '#src/entry-prerender.tsx';

describe('landing prerender', () => {
  it('renders the whole landing page to HTML with no inline script', async () => {
    const html = await render('/');
    expect(html).toContain('Get the point of any YouTube video');
    expect(html).toContain(messages.site.drowningHeading);
    expect(html).toContain('id="faq"');
    expect(html).toContain(messages.site.privacyPolicy);
    // CSP script-src 'self': react-router must not inject its hydration <script>.
    expect(html).not.toContain('<script');
    // The hash (and so the banner) is unknown at build time.
    expect(html).not.toContain(messages.site.installThanks);
  });
});
