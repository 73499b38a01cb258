import { messages } from '#domain/messages.ts';
import { AccountExportButton } from './AccountExportButton.tsx';
import * as css from './account.css.ts';

const text = messages.settings;

/** "Your data": the export of every summary. */
export function DataSection() {
  return (
    <section className={css.section} aria-labelledby="account-data">
      <h2 id="account-data" className={css.sectionTitle}>
        {text.dataSection}
      </h2>
      <p className={css.muted}>{text.dataIntro}</p>
      <div className={css.actions}>
        <AccountExportButton />
      </div>
    </section>
  );
}
