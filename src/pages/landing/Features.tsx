import { Clock, History, Languages, ListChecks, PenLine, Zap } from 'lucide-react';
import { SECTION_IDS } from '#src/layout/sectionLinks.ts';
import { type FeatureIcon, features } from './content.ts';
import * as css from './landing.css.ts';

const icons = {
  zap: Zap,
  clock: Clock,
  list: ListChecks,
  pen: PenLine,
  history: History,
  languages: Languages,
} satisfies Record<FeatureIcon, unknown>;

export function Features() {
  return (
    <section id={SECTION_IDS.features} className={css.section} aria-labelledby="features-heading">
      <div className={css.sectionHead}>
        <h2 id="features-heading" className={css.h2}>
          {features.heading}
        </h2>
        <p className={css.lead}>{features.lead}</p>
      </div>
      <ul className={css.grid3}>
        {features.cards.map((card) => {
          const Icon = icons[card.icon];
          return (
            <li key={card.title} className={css.tile}>
              <span className={css.iconBox}>
                <Icon size={22} aria-hidden="true" />
              </span>
              <h3 className={css.h3}>{card.title}</h3>
              <p className={css.tileText}>{card.text}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
