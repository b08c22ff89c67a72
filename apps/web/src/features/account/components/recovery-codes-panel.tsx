import { RECOVERY_CODE_COUNT } from '@coachboard/contract';
import { Button } from '@/components/ui/button';

/** The ten recovery codes, shown once, until the member says they are saved. */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-base font-semibold text-ink dark:text-white">Recovery codes</h3>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Save these {RECOVERY_CODE_COUNT} codes somewhere safe. Each one signs you in once if you cannot use
        your authenticator app. They are shown only now.
      </p>
      <ul
        aria-label="Recovery codes"
        className="grid max-w-md grid-cols-2 gap-2 rounded-lg bg-slate-50 p-4 font-mono text-sm dark:bg-white/5"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div>
        <Button onClick={onDone}>I have saved these codes</Button>
      </div>
    </div>
  );
}
