import { Briefcase, Clapperboard, GraduationCap, Lightbulb, Newspaper } from 'lucide-react';
import { SECTION_IDS } from '#src/layout/sectionLinks.ts';
import { type AudienceIcon, audiences } from './content.ts';
import * as css from './landing.css.ts';

const icons = {
  student: GraduationCap,
  professional: Briefcase,
  creator: Clapperboard,
  journalist: Newspaper,
  learner: Lightbulb,
} satisfies Record<AudienceIcon, unknown>;

export function Audiences() {
  return (
    <section id={SECTION_IDS.audiences} className={css.section} aria-labelledby="audiences-heading">
      <div className={css.sectionHead}>
        <h2 id="audiences-heading" className={css.h2}>
          {audiences.heading}
        </h2>
        <p className={css.lead}>{audiences.lead}</p>
      </div>
      <ul className={css.grid5}>
        {audiences.items.map((item) => {
          const Icon = icons[item.icon];
          return (
            <li key={item.title} className={css.tile}>
              <span className={css.iconBox}>
                <Icon size={22} aria-hidden="true" />
              </span>
              <h3 className={css.h3}>{item.title}</h3>
              <p className={css.tileText}>{item.text}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
