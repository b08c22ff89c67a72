import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface TabItem<T extends string> {
  value: T;
  label: string;
  /** Rendered only while its tab is selected, so a tab's requests and its lazily loaded code wait for it. */
  content: () => ReactNode;
}

/**
 * A row of tabs over one panel (WAI-ARIA tabs: arrow keys move between tabs, the panel is labelled by its tab).
 * The selected tab is controlled by the screen, which keeps it in the URL so a link or a reload opens the same tab.
 */
export function Tabs<T extends string>({
  label,
  items,
  value,
  onChange,
}: {
  /** Accessible name of the tab list. */
  label: string;
  items: readonly TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
}) {
  const selected = items.find((item) => item.value === value) ?? items[0];
  return (
    <TabsPrimitive.Root
      value={selected?.value}
      onValueChange={(next) => onChange(next as T)}
      className="flex flex-col gap-5"
    >
      <TabsPrimitive.List
        aria-label={label}
        className="flex gap-1 overflow-x-auto border-b border-slate-200 dark:border-white/10"
      >
        {items.map((item) => (
          <TabsPrimitive.Trigger
            key={item.value}
            value={item.value}
            className={cn(
              '-mb-px shrink-0 border-b-2 border-transparent px-4 py-2 text-sm font-semibold text-slate-600',
              'hover:text-ink dark:text-slate-300 dark:hover:text-white',
              'data-[state=active]:border-brand-600 data-[state=active]:text-brand-700',
              'dark:data-[state=active]:border-brand-400 dark:data-[state=active]:text-white',
            )}
          >
            {item.label}
          </TabsPrimitive.Trigger>
        ))}
      </TabsPrimitive.List>
      {/* The panel takes the focus after the tab list (Tab from a tab), so it shows the focus outline too. */}
      {selected && (
        <TabsPrimitive.Content value={selected.value} className="flex flex-col gap-5 rounded-xl">
          {selected.content()}
        </TabsPrimitive.Content>
      )}
    </TabsPrimitive.Root>
  );
}
