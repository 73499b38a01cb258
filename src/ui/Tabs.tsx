import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import * as css from './controls.css.ts';

export type TabItem<V extends string> = { value: V; label: ReactNode; content: ReactNode };

type TabsProps<V extends string> = {
  /** Accessible name of the tab list. */
  label: string;
  items: readonly TabItem<V>[];
  value: V;
  onValueChange: (value: V) => void;
};

/** Controlled tabs: the owning machine (or page state) holds the selected tab. */
export function Tabs<V extends string>({ label, items, value, onValueChange }: TabsProps<V>) {
  const byValue = new Map(items.map((item) => [item.value as string, item.value]));
  return (
    <RadixTabs.Root
      value={value}
      onValueChange={(next) => {
        const item = byValue.get(next);
        if (item !== undefined) onValueChange(item);
      }}
    >
      <RadixTabs.List className={css.tabsList} aria-label={label}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} className={css.tabsTrigger}>
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        // Radix makes each panel a tab stop; ours always hold focusable content, so the stop was an
        // empty one between the tabs and the panel's first control (issue 18, item 13).
        <RadixTabs.Content key={item.value} value={item.value} className={css.tabsContent} tabIndex={undefined}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
