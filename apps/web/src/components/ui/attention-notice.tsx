import { ListFilter, X } from 'lucide-react';
import { attentionCard, type Attention } from '@/lib/attention';
import { Button } from './button';

/**
 * Above a list opened from a dashboard card: which records it shows and why (the card's title and meaning), and
 * 'Clear filter' back to the whole list, so a short list is never a mystery.
 */
export function AttentionNotice({ attention, onClear }: { attention: Attention; onClear: () => void }) {
  const card = attentionCard(attention);
  return (
    <div
      role="region"
      aria-label="Active filter"
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-brand-100 bg-brand-50 px-4 py-2.5 text-sm dark:border-brand-400/20 dark:bg-brand-400/10"
    >
      <ListFilter aria-hidden className="size-4 shrink-0 text-brand-500 dark:text-brand-200" />
      <p className="min-w-0 flex-1">
        <span className="font-semibold text-ink dark:text-white">Showing: {card.title}</span>
        <span className="block text-slate-600 sm:ml-2 sm:inline dark:text-slate-300">{card.meaning}</span>
      </p>
      <Button size="sm" variant="secondary" onClick={onClear}>
        <X aria-hidden className="size-4" />
        Clear filter
      </Button>
    </div>
  );
}
