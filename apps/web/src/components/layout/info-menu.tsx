import { BookOpen, ExternalLink, Info } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { topBarIconClassName } from './top-bar-styles';

// The root package.json's version, written in by vite.config.ts `define`.
declare const __COACHBOARD_VERSION__: string;

/** Keeps the original's information control, with real links in place of the template's promotions. */
export function InfoMenu() {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger aria-label="Information" className={topBarIconClassName}>
        <Info aria-hidden className="size-[18px]" />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-[280px]">
        <DropdownMenuLabel>Coachboard Admin</DropdownMenuLabel>
        <p className="px-3 pb-2 text-xs text-slate-500 dark:text-slate-400">
          Back office for programs, exercises, recipes, users and community.
        </p>
        <p className="px-3 pb-2 text-xs text-slate-500 dark:text-slate-400">
          Version {__COACHBOARD_VERSION__}
        </p>
        <DropdownMenuItem asChild>
          <a href="/api/docs" target="_blank" rel="noreferrer">
            <BookOpen aria-hidden className="size-4" />
            <span className="flex-1">API documentation</span>
            <ExternalLink aria-hidden className="size-3.5 opacity-60" />
          </a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
