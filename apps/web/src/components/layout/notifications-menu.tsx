import { Bell, BellOff } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { topBarIconClassName } from './top-bar-styles';

/** The control of the original; there is no notification source yet, so it says so instead of showing samples. */
export function NotificationsMenu() {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger aria-label="Notifications" className={topBarIconClassName}>
        <Bell aria-hidden className="size-[18px]" />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-[320px] p-4">
        <div className="mb-2 flex items-center justify-between">
          <p className="text-base font-bold">Notification</p>
          <DropdownMenuItem
            disabled
            className="px-2 py-1 text-xs font-semibold text-brand-500 dark:text-brand-300"
          >
            Mark all read
          </DropdownMenuItem>
        </div>
        <div className="flex flex-col items-center gap-2 rounded-xl bg-slate-50 px-4 py-6 text-center dark:bg-white/5">
          <BellOff aria-hidden className="size-6 text-slate-400" />
          <p className="text-sm font-semibold">No notifications</p>
          <p className="text-xs text-slate-500 dark:text-slate-400">You are all caught up.</p>
        </div>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
