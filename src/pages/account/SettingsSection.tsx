import { type ReactNode, type Ref, useId } from 'react';
import * as css from './account.css.ts';

type SettingsSectionProps = {
  title: string;
  /** The deletion stands apart, in the danger tone. */
  tone?: 'default' | 'danger';
  /** Where focus may land on the section itself (the sessions list after ending the others). */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
};

/** One section of Account settings: a region named by its heading. */
export function SettingsSection({ title, tone = 'default', headingRef, children }: SettingsSectionProps) {
  const headingId = useId();
  return (
    <section className={tone === 'danger' ? css.danger : css.section} aria-labelledby={headingId}>
      <h2 ref={headingRef} tabIndex={headingRef ? -1 : undefined} id={headingId} className={css.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
