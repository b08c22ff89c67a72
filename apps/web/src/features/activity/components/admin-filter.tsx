import { useId, useState, type FocusEvent } from 'react';
import { teamRoleLabels } from '@coachboard/contract';
import { UserRound, X } from 'lucide-react';
import { Field } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { TextInput } from '@/components/ui/text-input';
import { controlClassName } from '@/components/ui/control-styles';
import { cn } from '@/lib/cn';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useAdmin } from '../api/get-admin';
import { useSearchAdmins } from '../api/search-admins';

interface AdminFilterProps {
  actorId: number | undefined;
  /** A name to show while the admin loads, or if they are gone (from the entries on screen). */
  knownName: string | undefined;
  onChange: (actorId: number | undefined) => void;
}

/**
 * The admin the log is filtered by: a search over the panel accounts (name or e-mail, the team directory) whose
 * matches are offered as buttons; once one is picked, their name with a button that clears it.
 */
export function AdminFilter({ actorId, knownName, onChange }: AdminFilterProps) {
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const search = useDebouncedValue(term.trim(), 250);
  const results = useSearchAdmins(open ? search : '');
  const admin = useAdmin(actorId);
  const resultsId = useId();

  if (actorId !== undefined) {
    const name = admin.data?.name ?? knownName ?? `Admin #${actorId}`;
    return (
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-semibold text-ink dark:text-white">Admin</span>
        <div className={cn(controlClassName, 'flex h-11 items-center gap-2 pr-1.5')}>
          <UserRound aria-hidden className="size-4 shrink-0 text-slate-400" />
          <span className="min-w-0 flex-1 truncate" data-testid="admin-filter-value">
            {name}
          </span>
          <button
            type="button"
            aria-label={`Clear admin filter (${name})`}
            onClick={() => onChange(undefined)}
            className="rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-white/10"
          >
            <X aria-hidden className="size-4" />
          </button>
        </div>
      </div>
    );
  }

  const closeWhenLeft = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };
  const admins = results.data ?? [];
  const showResults = open && search !== '';

  return (
    <div className="relative" onBlur={closeWhenLeft}>
      <Field label="Admin">
        <TextInput
          type="search"
          value={term}
          placeholder="Search admins..."
          autoComplete="off"
          onFocus={() => setOpen(true)}
          onChange={(event) => {
            setTerm(event.target.value);
            setOpen(true);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpen(false);
          }}
        />
      </Field>
      {showResults && (
        <div
          id={resultsId}
          className="absolute top-full left-0 z-20 mt-1 max-h-72 w-max max-w-[calc(100vw-2rem)] min-w-full sm:max-w-md overflow-y-auto rounded-xl border border-slate-200 bg-white p-1 shadow-lg dark:border-white/10 dark:bg-navy-800"
        >
          {results.isPending || (results.isFetching && admins.length === 0) ? (
            <p role="status" className="flex items-center gap-2 px-3 py-2 text-sm text-slate-500">
              <Spinner size="sm" /> Searching...
            </p>
          ) : results.isError ? (
            <p role="alert" className="px-3 py-2 text-sm text-red-600 dark:text-red-300">
              The admins could not be searched.
            </p>
          ) : admins.length === 0 ? (
            <p role="status" className="px-3 py-2 text-sm text-slate-500 dark:text-slate-400">
              No admin matches "{search}"
            </p>
          ) : (
            <ul aria-label="Matching admins" className="flex flex-col">
              {admins.map((user) => (
                <li key={user.id}>
                  <button
                    type="button"
                    onClick={() => {
                      onChange(user.id);
                      setTerm('');
                      setOpen(false);
                    }}
                    className="flex w-full flex-col items-start rounded-lg px-3 py-2 text-left text-sm hover:bg-slate-100 focus-visible:bg-slate-100 dark:hover:bg-white/10 dark:focus-visible:bg-white/10"
                  >
                    <span className="flex w-full items-baseline justify-between gap-2">
                      <span className="min-w-0 font-semibold text-ink dark:text-white">{user.name}</span>
                      <span className="shrink-0 text-xs text-slate-500 dark:text-slate-400">
                        {teamRoleLabels[user.team_role]}
                      </span>
                    </span>
                    <span className="max-w-full text-xs [overflow-wrap:anywhere] text-slate-500 dark:text-slate-400">
                      {user.email}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
