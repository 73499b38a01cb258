import { Download } from 'lucide-react';
import { extensionStoreUrl } from '#src/features/siteConfig.ts';
import { messages } from '#domain/messages.ts';
import { button } from '#src/ui/button.css.ts';
import { SECTION_IDS } from '#src/layout/sectionLinks.ts';
import { cta } from './content.ts';
import * as css from './landing.css.ts';

export function CallToAction() {
  return (
    <section id={SECTION_IDS.cta} className={css.section} aria-labelledby="cta-heading">
      <div className={css.ctaBox}>
        <h2 id="cta-heading" className={css.h2}>
          {cta.heading}
        </h2>
        <p className={css.ctaLead}>{cta.lead}</p>
        <a href={extensionStoreUrl()} className={button({ size: 'lg' })} target="_blank" rel="noopener noreferrer">
          <Download size={18} aria-hidden="true" />
          {messages.site.addToChrome}
        </a>
      </div>
    </section>
  );
}
