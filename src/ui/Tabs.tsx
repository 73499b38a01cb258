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
        <RadixTabs.Content key={item.value} value={item.value} className={css.tabsContent}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
