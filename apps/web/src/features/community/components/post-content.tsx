import Linkify from 'linkify-react';
import type { Opts } from 'linkifyjs';
import { cn } from '@/lib/cn';

/** Web addresses only (not e-mail addresses); a trailing . , ! ? or ) stays outside the link. */
const linkOptions: Opts = {
  defaultProtocol: 'https',
  target: '_blank',
  rel: 'noopener noreferrer',
  validate: { email: false },
  className:
    'font-medium text-brand-600 underline underline-offset-2 hover:text-brand-700 dark:text-brand-300',
};

/** Post text as typed (line breaks kept), never rendered as HTML, with its web addresses as links. */
export function PostContent({ content, className }: { content: string; className?: string }) {
  return (
    <Linkify
      as="p"
      options={linkOptions}
      className={cn('break-words whitespace-pre-wrap text-slate-700 dark:text-slate-200', className)}
    >
      {content}
    </Linkify>
  );
}
