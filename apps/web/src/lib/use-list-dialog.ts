import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';

export const CREATE_PARAM = 'create';

/**
 * A list screen's open dialog, `null` when none. `?create=1` in the URL (the command palette's 'Create ...'
 * actions) opens the create dialog; closing it drops the parameter, replacing the history entry so Back does not
 * open it again.
 */
export function useListDialog<Dialog extends { kind: string }>() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const createRequested = searchParams.get(CREATE_PARAM) === '1';
  const shown =
    dialog ?? (createRequested ? ({ kind: 'create' } as Extract<Dialog, { kind: 'create' }>) : null);

  const show = useCallback(
    (next: Dialog | null) => {
      setDialog(next);
      if (createRequested) {
        setSearchParams(
          (previous) => {
            const params = new URLSearchParams(previous);
            params.delete(CREATE_PARAM);
            return params;
          },
          { replace: true },
        );
      }
    },
    [createRequested, setSearchParams],
  );

  return [shown, show] as const;
}
