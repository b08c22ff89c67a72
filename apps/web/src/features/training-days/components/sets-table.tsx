import { useEffect, useId, useRef } from 'react';
import { AMRAP_LABEL, setFieldLabels, type SetDraft, type SetField } from './set-drafts';
import { SetRow } from './set-row';
import type { useSetsEditor } from './use-sets-editor';

const headerClassName =
  'px-1 pb-1.5 text-left text-xs font-semibold whitespace-nowrap text-slate-500 dark:text-slate-400';

interface SetsTableProps {
  exerciseName: string;
  editor: Pick<
    ReturnType<typeof useSetsEditor>,
    'drafts' | 'problems' | 'change' | 'setAmrap' | 'addSet' | 'removeSet'
  >;
}

/**
 * An exercise's sets as a compact table, one set a row. Tab walks a row's inputs in order; Enter in any of them
 * adds a set and puts the cursor in its Reps, selected so that typing replaces the default. After a refused
 * save, the wrong field of each set is marked and its message listed under the table.
 */
export function SetsTable({ exerciseName, editor }: SetsTableProps) {
  const id = useId();
  const body = useRef<HTMLTableSectionElement>(null);
  const focusNewSet = useRef(false);
  const { drafts, problems } = editor;

  useEffect(() => {
    if (!focusNewSet.current) return;
    focusNewSet.current = false;
    const reps = body.current?.lastElementChild?.querySelector('input');
    reps?.focus();
    // Typing replaces the default rep rather than writing after it ('5', not '15').
    reps?.select();
  }, [drafts.length]);

  const addFromKeyboard = () => {
    focusNewSet.current = true;
    editor.addSet();
  };
  const header = (field: SetField) => setFieldLabels[field];

  return (
    <div className="mt-3">
      {/* A phone scrolls the table sideways inside the card rather than the page; `relative` keeps the hidden
          'Remove' header (absolutely placed) inside the scroller, or it would widen the page. */}
      <div className="relative -mx-1 overflow-x-auto px-1">
        <table aria-label={`Sets of ${exerciseName}`} className="border-collapse text-sm">
          <thead>
            <tr>
              <th scope="col" className={headerClassName}>
                Set
              </th>
              <th scope="col" className={headerClassName}>
                {`${header('reps')} – ${header('reps_max')}`}
              </th>
              <th scope="col" className={headerClassName}>
                {`${header('weight')} or ${header('load_percent')}`}
              </th>
              <th scope="col" className={headerClassName}>
                {header('time')}
              </th>
              <th scope="col" className={headerClassName}>
                {header('rir')}
              </th>
              <th scope="col" className={headerClassName}>
                {header('rest')}
              </th>
              <th scope="col" className={`${headerClassName} text-center`}>
                {AMRAP_LABEL}
              </th>
              <th scope="col" className={headerClassName}>
                <span className="sr-only">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody ref={body}>
            {drafts.map((draft: SetDraft, index) => (
              <SetRow
                key={index}
                number={index + 1}
                draft={draft}
                canRemove={drafts.length > 1}
                invalidField={problems[index] ? (problems[index].field ?? 'reps') : null}
                problemId={`${id}-problem-${index}`}
                onChange={(field, value, settle) => editor.change(index, field, value, settle)}
                onAmrapChange={(amrap) => editor.setAmrap(index, amrap)}
                onRemove={() => editor.removeSet(index)}
                onEnter={addFromKeyboard}
              />
            ))}
          </tbody>
        </table>
      </div>
      {problems.some((problem) => problem !== null) && (
        <ul className="mt-2 flex flex-col gap-0.5 text-xs font-medium text-red-600 dark:text-red-400">
          {problems.map(
            (problem, index) =>
              problem && (
                <li key={index} id={`${id}-problem-${index}`}>{`Set ${index + 1}: ${problem.message}`}</li>
              ),
          )}
        </ul>
      )}
    </div>
  );
}
