import { Construction } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { PageHeading } from '@/components/ui/page-heading';

interface AreaPlaceholderProps {
  title: string;
  subtitle?: string;
}

/** Stands in for an area whose screens are not built yet, so the shell can be used end to end. */
export function AreaPlaceholder({ title, subtitle }: AreaPlaceholderProps) {
  return (
    <section>
      <PageHeading title={title} subtitle={subtitle} />
      <Card className="flex flex-col items-center gap-3 px-6 py-16 text-center">
        <Construction aria-hidden className="size-10 text-brand-500 dark:text-brand-300" />
        <p className="font-semibold text-ink dark:text-white">This area is not available yet.</p>
        <p className="max-w-md text-sm text-slate-500 dark:text-slate-400">
          Its screens arrive in a later release. Use the menu to open another area.
        </p>
      </Card>
    </section>
  );
}
