import { DemoIllustration } from './DemoIllustration.tsx';
import { demo, SECTION_IDS } from './content.ts';
import * as css from './landing.css.ts';

export function Demo() {
  return (
    <section id={SECTION_IDS.demo} className={css.sectionAlt} aria-labelledby="demo-heading">
      <div className={css.sectionHead}>
        <h2 id="demo-heading" className={css.h2}>
          {demo.heading}
        </h2>
        <p className={css.lead}>{demo.lead}</p>
      </div>
      <figure className={css.figure}>
        <DemoIllustration className={css.illustration} />
        <figcaption className={css.caption}>{demo.caption}</figcaption>
      </figure>
    </section>
  );
}
