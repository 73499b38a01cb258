import { messages } from '#domain/messages.ts';
import { AccountExportButton } from './AccountExportButton.tsx';
import * as css from './account.css.ts';
import { SettingsSection } from './SettingsSection.tsx';

const text = messages.settings;

/** "Your data": the export of every summary. */
export function DataSection() {
  return (
    <SettingsSection title={text.dataSection}>
      <p className={css.muted}>{text.dataIntro}</p>
      <div className={css.actions}>
        <AccountExportButton />
      </div>
    </SettingsSection>
  );
}
