import { messages } from '#domain/messages.ts';
import { SECTION_IDS } from '#src/layout/sectionLinks.ts';
import { problem } from './content.ts';
import * as css from './landing.css.ts';

export function Problem() {
  return (
    <section id={SECTION_IDS.problem} className={css.sectionAlt} aria-labelledby="problem-heading">
      <div className={css.problemGrid}>
        <div>
          <h2 id="problem-heading" className={css.h2}>
            {messages.site.drowningHeading}
          </h2>
          <p className={`${css.lead} ${css.paragraphGap}`}>{problem.lead}</p>
          <p className={css.lead}>{problem.body}</p>
        </div>
        <ul className={css.stats}>
          {problem.stats.map((stat) => (
            <li key={stat.label} className={css.stat}>
              <span className={css.statValue}>{stat.value}</span>
              <span className={css.statLabel}>{stat.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
