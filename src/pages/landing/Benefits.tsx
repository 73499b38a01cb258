import { Brain, Focus, Timer } from 'lucide-react';
import { SECTION_IDS } from '#src/layout/sectionLinks.ts';
import { benefits } from './content.ts';
import * as css from './landing.css.ts';

const icons = [Timer, Brain, Focus] as const;

export function Benefits() {
  return (
    <section id={SECTION_IDS.benefits} className={css.section} aria-labelledby="benefits-heading">
      <div className={css.sectionHead}>
        <h2 id="benefits-heading" className={css.h2}>
          {benefits.heading}
        </h2>
      </div>
      <ul className={css.grid3}>
        {benefits.items.map((item, index) => {
          const Icon = icons[index] ?? Timer;
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
