import { ArrowRight, Download } from 'lucide-react';
import { Link } from '#src/features/siteNavigation.tsx';
import { extensionStoreUrl } from '#src/features/siteConfig.ts';
import { messages } from '#domain/messages.ts';
import { button } from '#src/ui/button.css.ts';
import { SECTION_IDS } from '#src/layout/sectionLinks.ts';
import { hero as copy } from './content.ts';
import * as css from './landing.css.ts';

export function Hero() {
  return (
    <section id={SECTION_IDS.hero} className={css.hero} aria-labelledby="hero-heading">
      <div className={css.heroGrid}>
        <div>
          <p className={css.eyebrow}>{copy.eyebrow}</p>
          <h1 id="hero-heading" className={css.h1}>
            {copy.headline}
          </h1>
          <p className={css.lead}>{copy.lead}</p>
          <div className={css.ctaRow}>
            <a href={extensionStoreUrl()} className={button({ size: 'lg' })} target="_blank" rel="noopener noreferrer">
              <Download size={18} aria-hidden="true" />
              {messages.site.addToChrome}
            </a>
            <Link to={`#${SECTION_IDS.howItWorks}`} className={button({ variant: 'secondary', size: 'lg' })}>
              {copy.secondaryCta}
              <ArrowRight size={18} aria-hidden="true" />
            </Link>
          </div>
          <p className={css.note}>{copy.note}</p>
        </div>
        <SampleSummary />
      </div>
    </section>
  );
}

/** A real-looking summary card: the product's output is the best hero image, and it costs no image request. */
function SampleSummary() {
  return (
    <figure className={css.sample} aria-label="Example summary">
      <p className={css.sampleTitle}>{copy.sampleTitle}</p>
      <p className={css.sampleMeta}>{copy.sampleMeta}</p>
      <ul className={css.sampleList}>
        {copy.sampleSections.map((section) => (
          <li key={section.time}>
            <span className={css.time}>{section.time}</span>
            <span className={css.sampleSection}>{section.title}</span>
            <p className={css.sampleBullet}>{section.bullet}</p>
          </li>
        ))}
      </ul>
    </figure>
  );
}
