import { useState } from 'react';
import { Link } from 'react-router';
import { displayName } from '@coachboard/contract';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ListPagination } from '@/components/ui/list-pagination';
import { formatDate, pluralize } from '@/lib/format';
import { routePaths } from '@/lib/route-paths';
import { useProgramCopies } from '../api/get-program-copies';
import { UpdateCopiesButton } from './update-copies-button';

const linkClassName =
  'font-semibold break-words text-ink hover:text-brand-500 dark:text-white dark:hover:text-brand-300';

/**
 * 'Personal copies': the program's copies made for single users, each user linking to the user and
 * each copy to its own detail. Shown only when the program has copies (the detail's personal_copy_count).
 */
export function PersonalCopiesCard({ programId, count }: { programId: number; count: number }) {
  const [page, setPage] = useState(1);
  const query = useProgramCopies(programId, page, { enabled: count > 0 });
  const result = query.data;
  if (!result || result.total === 0) return null;

  return (
    <Card>
      <CardHeader>
        <div>
          <CardTitle>Personal copies</CardTitle>
          <p className="text-sm text-slate-500 dark:text-slate-400">
            {pluralize(result.total, 'personal copy', 'personal copies')}
          </p>
        </div>
        <UpdateCopiesButton templateId={programId} />
      </CardHeader>
      <CardContent>
        <ul
          aria-label="Personal copies"
          className="flex flex-col divide-y divide-slate-100 dark:divide-white/10"
        >
          {result.data.map((copy) => (
            <li key={copy.id} className="flex flex-col gap-0.5 py-2.5">
              <Link to={routePaths.user(copy.user.id)} className={linkClassName}>
                {displayName(copy.user)}
              </Link>
              <Link
                to={routePaths.program(copy.id)}
                className="text-sm break-words text-brand-600 hover:underline dark:text-brand-300"
              >
                {copy.name}
              </Link>
              {copy.start_date && (
                <span className="text-xs text-slate-500 dark:text-slate-400">
                  {`Starts ${formatDate(copy.start_date)}`}
                </span>
              )}
            </li>
          ))}
        </ul>
      </CardContent>
      <ListPagination
        page={result}
        itemLabel="copies"
        stacked
        onPageChange={setPage}
        disabled={query.isFetching}
      />
    </Card>
  );
}
