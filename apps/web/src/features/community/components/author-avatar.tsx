import { authorInitials, authorName, type Author } from '@coachboard/contract';
import { cn } from '@/lib/cn';
import { fileUrl } from '@/lib/file-url';

const sizes = { sm: 'size-8 text-xs', md: 'size-10 text-sm', lg: 'size-12 text-base' } as const;

/** The author's profile image, or their initials on a coloured disc. */
export function AuthorAvatar({ author, size = 'md' }: { author: Author; size?: keyof typeof sizes }) {
  const src = fileUrl(author.profile_image?.full_path);
  const classes = cn('shrink-0 rounded-full', sizes[size]);
  if (src) return <img src={src} alt="" className={cn(classes, 'object-cover')} />;
  return (
    <span
      aria-hidden="true"
      className={cn(
        classes,
        'inline-flex items-center justify-center bg-brand-100 font-semibold text-brand-700 dark:bg-brand-400/20 dark:text-brand-200',
      )}
      title={authorName(author)}
    >
      {authorInitials(author)}
    </span>
  );
}
