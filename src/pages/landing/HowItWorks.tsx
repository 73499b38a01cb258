import { messages } from '#domain/messages.ts';
import { Alert } from '#src/ui/Alert.tsx';
import { SECTION_IDS } from '#src/layout/sectionLinks.ts';
import { howItWorks } from './content.ts';
import * as css from './landing.css.ts';

export function HowItWorks({ showInstallBanner }: { showInstallBanner: boolean }) {
  return (
    <section id={SECTION_IDS.howItWorks} className={css.sectionAlt} aria-labelledby="how-heading">
      <div className={css.sectionHead}>
        <h2 id="how-heading" className={css.h2}>
          {howItWorks.heading}
        </h2>
        <p className={css.lead}>{howItWorks.lead}</p>
      </div>
      {showInstallBanner ? (
        <div className={css.banner}>
          <Alert tone="success" title={messages.site.installThanks}>
            {howItWorks.bannerText}
          </Alert>
        </div>
      ) : null}
      <ol className={css.steps}>
        {howItWorks.steps.map((step, index) => (
          <li key={step.title} className={css.tile}>
            <span className={css.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            <h3 className={css.h3}>{step.title}</h3>
            <p className={css.tileText}>{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
