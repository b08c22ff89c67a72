import { userInitials, type User } from '@coachboard/contract';
import { cn } from '@/lib/cn';
import { fileUrl } from '@/lib/file-url';

type AvatarUser = Pick<User, 'first_name' | 'last_name' | 'email' | 'profile_image'>;

const sizes = { sm: 'size-10 text-sm', lg: 'size-28 text-3xl' } as const;

/** The profile image, or the user's initials on a brand-coloured disc. */
export function UserAvatar({
  user,
  size = 'sm',
  className,
}: {
  user: AvatarUser;
  size?: keyof typeof sizes;
  className?: string;
}) {
  const src = fileUrl(user.profile_image?.full_path);
  if (src) {
    return (
      <img src={src} alt="" className={cn('shrink-0 rounded-full object-cover', sizes[size], className)} />
    );
  }
  return (
    <span
      aria-hidden
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-brand-50 font-bold text-brand-600 dark:bg-brand-400/20 dark:text-brand-200',
        sizes[size],
        className,
      )}
    >
      {userInitials(user)}
    </span>
  );
}
