import { Download } from 'lucide-react';
import { EXTENSION_STORE_URL } from '../../../domain/constants.ts';
import { messages } from '../../../domain/messages.ts';
import { button } from '../../ui/button.css.ts';
import { cta, SECTION_IDS } from './content.ts';
import * as css from './landing.css.ts';

export function CallToAction() {
  return (
    <section id={SECTION_IDS.cta} className={css.section} aria-labelledby="cta-heading">
      <div className={css.ctaBox}>
        <h2 id="cta-heading" className={css.h2}>
          {cta.heading}
        </h2>
        <p className={css.ctaLead}>{cta.lead}</p>
        <a href={EXTENSION_STORE_URL} className={button({ size: 'lg' })} target="_blank" rel="noopener noreferrer">
          <Download size={18} aria-hidden="true" />
          {messages.site.addToChrome}
        </a>
      </div>
    </section>
  );
}
