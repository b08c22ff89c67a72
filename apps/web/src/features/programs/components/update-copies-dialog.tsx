import { useEffect, useState, type FormEvent } from 'react';
import { templateSyncMessages, type CopySyncResult } from '@coachboard/contract/template-sync';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogBody, DialogFooter } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/feedback/toast';
import { errorMessage } from '@/lib/api-error';
import { useSyncPreview, useSyncTemplateCopies } from '../api/sync-template-copies';

const PREVIEW_FAILED = 'Could not load the preview of the copies';

const LISTS = [
  { field: 'applied', title: 'Applied', tone: 'text-emerald-700 dark:text-emerald-300' },
  { field: 'kept', title: 'Kept', tone: 'text-slate-700 dark:text-slate-300' },
  { field: 'conflicts', title: 'Conflicts', tone: 'text-amber-700 dark:text-amber-300' },
] as const;

function CopyPreview({
  copy,
  checked,
  onCheckedChange,
  disabled,
  error,
}: {
  copy: CopySyncResult;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled: boolean;
  /** Why applying failed for this copy (the last Apply), if it did. */
  error: string | undefined;
}) {
  const name = copy.user?.name ?? `Copy ${copy.copy_program_id}`;
  const empty = copy.applied.length + copy.kept.length + copy.conflicts.length === 0;
  return (
    <li className="flex flex-col gap-2 py-3" aria-label={name}>
      <Checkbox
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled || copy.user === null}
        label={<span className="font-semibold text-ink dark:text-white">{name}</span>}
      />
      {error && <p className="pl-7 text-sm font-medium text-red-700 dark:text-red-300">{error}</p>}
      {empty ? (
        <p className="pl-7 text-sm text-slate-500 dark:text-slate-400">Nothing to update</p>
      ) : (
        <div className="flex flex-col gap-2 pl-7">
          {LISTS.map(({ field, title, tone }) =>
            copy[field].length === 0 ? null : (
              <section key={field} aria-label={`${title} for ${name}`}>
                <h4 className={`text-xs font-semibold tracking-wide uppercase ${tone}`}>
                  {`${title} (${copy[field].length})`}
                </h4>
                <ul className="list-disc pl-5 text-sm break-words text-slate-700 dark:text-slate-200">
                  {copy[field].map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </section>
            ),
          )}
        </div>
      )}
    </li>
  );
}

/**
 * 'Update copies': a dry run of the template's sync shows, per personal copy, what would be applied,
 * what the copy keeps of its own and the conflicts left as the copy has them; 'Apply' syncs the checked users'
 * copies (all to start).
 */
export function UpdateCopiesDialog({ templateId, onClose }: { templateId: number; onClose: () => void }) {
  const toast = useToast();
  const preview = useSyncPreview();
  const apply = useSyncTemplateCopies();
  const [chosen, setChosen] = useState<Set<number> | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [copyErrors, setCopyErrors] = useState<ReadonlyMap<number, string>>(new Map());
  const { mutate: loadPreview } = preview;

  useEffect(() => {
    loadPreview(templateId, {
      onSuccess: (result) =>
        setChosen(new Set(result.copies.flatMap((copy) => (copy.user ? [copy.user.id] : [])))),
    });
  }, [loadPreview, templateId]);

  /** Some copies were updated and some not: the dialog stays, with each failed copy's reason and a new preview. */
  const showFailures = (copies: readonly CopySyncResult[]) => {
    const failed = copies.filter((copy) => copy.error !== undefined);
    setFailure(templateSyncMessages.appliedWithFailures(copies.length - failed.length, failed.length));
    setCopyErrors(new Map(failed.map((copy) => [copy.copy_program_id, copy.error!])));
    loadPreview(templateId, {
      onSuccess: () => setChosen(new Set(failed.flatMap((copy) => (copy.user ? [copy.user.id] : [])))),
    });
  };

  const copies = preview.data?.copies ?? [];
  const busy = apply.isPending;
  const toggle = (userId: number, checked: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (checked) next.add(userId);
      else next.delete(userId);
      return next;
    });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen || chosen.size === 0 || busy) return;
    setFailure(null);
    setCopyErrors(new Map());
    apply.mutate(
      { templateId, input: { user_ids: [...chosen] } },
      {
        onSuccess: (result) => {
          if (result.copies.some((copy) => copy.error !== undefined)) {
            showFailures(result.copies);
            return;
          }
          toast.show({ tone: 'success', text: templateSyncMessages.applied(result.copies.length) });
          onClose();
        },
        onError: (error) => setFailure(errorMessage(error)),
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Update copies"
      description="Template changes the copies did not touch are applied; their own changes are kept, and a part both changed stays as the copy has it (a conflict)."
      size="lg"
      dismissible={!busy}
    >
      <form noValidate onSubmit={handleSubmit} className="flex min-h-0 flex-1 flex-col">
        <DialogBody className="flex flex-col gap-3">
          {failure && <Alert>{failure}</Alert>}
          {preview.isError && <Alert>{errorMessage(preview.error, PREVIEW_FAILED)}</Alert>}
          {preview.isPending && <Spinner label="Loading preview" className="self-center text-brand-500" />}
          {preview.isSuccess && copies.length === 0 && (
            <p className="text-sm text-slate-500 dark:text-slate-400">{templateSyncMessages.noCopies}</p>
          )}
          {copies.length > 0 && (
            <ul
              aria-label={templateSyncMessages.preview}
              className="flex flex-col divide-y divide-slate-100 dark:divide-white/10"
            >
              {copies.map((copy) => (
                <CopyPreview
                  key={copy.copy_program_id}
                  copy={copy}
                  checked={copy.user !== null && (chosen?.has(copy.user.id) ?? false)}
                  onCheckedChange={(checked) => copy.user && toggle(copy.user.id, checked)}
                  disabled={busy}
                  error={copyErrors.get(copy.copy_program_id)}
                />
              ))}
            </ul>
          )}
        </DialogBody>
        <DialogFooter>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy} disabled={!chosen || chosen.size === 0}>
            Apply
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
