import type { Attachment } from '@coachboard/contract';
import { fileUrl } from '@/lib/file-url';

/** The post's images; each opens the full file in a new tab and shows its original (or stored) name. */
export function AttachmentsGrid({ attachments }: { attachments: Attachment[] }) {
  if (attachments.length === 0) return null;
  return (
    <ul aria-label="Attachments" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {attachments.map((attachment) => {
        const name = attachment.original_name || attachment.storage_name;
        const href = fileUrl(attachment.full_path) ?? undefined;
        return (
          <li key={attachment.id}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className="group flex flex-col overflow-hidden rounded-xl border border-slate-200 hover:border-brand-300 dark:border-white/10"
            >
              <img src={href} alt={name} loading="lazy" className="aspect-[4/3] w-full object-cover" />
              <span className="truncate px-3 py-2 text-xs font-medium text-slate-600 group-hover:text-brand-600 dark:text-slate-300">
                {name}
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
