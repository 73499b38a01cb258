import { ChevronDown } from 'lucide-react';
import { SECTION_IDS } from '#src/layout/sectionLinks.ts';
import { faq } from './content.ts';
import * as css from './landing.css.ts';

/** Native <details>: keyboard and screen-reader support with no script, so it works before hydration. */
export function Faq() {
  return (
    <section id={SECTION_IDS.faq} className={css.sectionAlt} aria-labelledby="faq-heading">
      <div className={css.sectionHead}>
        <h2 id="faq-heading" className={css.h2}>
          {faq.heading}
        </h2>
      </div>
      <div className={css.faqList}>
        {faq.items.map((item) => (
          <details key={item.question} className={css.faqItem}>
            <summary className={css.faqQuestion}>
              {item.question}
              <ChevronDown size={20} aria-hidden="true" className={css.chevron} />
            </summary>
            <p className={css.faqAnswer}>{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
