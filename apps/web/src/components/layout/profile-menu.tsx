import { useState } from 'react';
import { Link } from 'react-router';
import { ACCOUNT_PATH } from '@coachboard/contract';
import { Hand, UserRound } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { fileUrl } from '@/lib/file-url';

export interface ProfileMenuUser {
  email: string;
  profile_image?: { full_path: string } | null;
}

/** 'Admin' when there is no usable e-mail; otherwise the part before the at-sign. */
export const greetingName = (email: string | null | undefined) => email?.split('@')[0]?.trim() || 'Admin';

interface ProfileMenuProps {
  user: ProfileMenuUser | null;
  onLogOut: () => void;
}

function Avatar({ user }: { user: ProfileMenuUser | null }) {
  const [failed, setFailed] = useState(false);
  const src = fileUrl(user?.profile_image?.full_path);
  if (src && !failed) {
    return (
      <img src={src} alt="" onError={() => setFailed(true)} className="size-10 rounded-full object-cover" />
    );
  }
  return (
    <span className="flex size-10 items-center justify-center rounded-full bg-brand-500 text-white dark:bg-brand-400">
      <UserRound aria-hidden className="size-5" />
    </span>
  );
}

export function ProfileMenu({ user, onLogOut }: ProfileMenuProps) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger aria-label="Profile menu" className="rounded-full">
        <Avatar user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-56">
        <p className="flex items-center gap-2 px-3 pt-2 pb-3 text-sm font-bold">
          <Hand aria-hidden className="size-4 text-amber-500" />
          Hey, {greetingName(user?.email)}
        </p>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={ACCOUNT_PATH}>My account</Link>
        </DropdownMenuItem>
        {/* The original's targets for these two are unknown; they stay visible but inert. */}
        <DropdownMenuItem disabled>Profile Settings</DropdownMenuItem>
        <DropdownMenuItem disabled>Newsletter Settings</DropdownMenuItem>
        <DropdownMenuItem onSelect={onLogOut} className="font-semibold text-red-600 dark:text-red-400">
          Log Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
