import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { useBeforeScript } from './beforeScript.ts';
import * as css from './controls.css.ts';

export type TabItem<V extends string> = {
  value: V;
  label: ReactNode;
  content: ReactNode;
  /** The address that shows this tab: before the script, the tab is a link to it (decision 293). */
  href?: string;
};

type TabsProps<V extends string> = {
  /** Accessible name of the tab list. */
  label: string;
  items: readonly TabItem<V>[];
  value: V;
  onValueChange: (value: V) => void;
};

/** Controlled tabs: the owning machine (or page state) holds the selected tab. */
export function Tabs<V extends string>({ label, items, value, onValueChange }: TabsProps<V>) {
  const beforeScript = useBeforeScript();
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
        {items.map((item) =>
          beforeScript && item.href !== undefined ? (
            // Before the script a tab is a link to its address, which the server draws with that tab
            // selected: a tap answers without the script. Each is a tab stop (no arrow keys yet).
            <RadixTabs.Trigger key={item.value} value={item.value} className={css.tabsTrigger} type={undefined} asChild>
              <a href={item.href} tabIndex={0}>
                {item.label}
              </a>
            </RadixTabs.Trigger>
          ) : (
            <RadixTabs.Trigger key={item.value} value={item.value} className={css.tabsTrigger}>
              {item.label}
            </RadixTabs.Trigger>
          ),
        )}
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
