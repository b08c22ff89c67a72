import { useState, type FormEvent } from 'react';
import { RECOVERY_CODE_COUNT, twoFactorMessages, type TwoFactorSetup } from '@coachboard/contract';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cardClassName, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogBody, DialogFooter } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { TextInput } from '@/components/ui/text-input';
import { useToast } from '@/components/feedback/toast';
import { ApiError, errorMessage } from '@/lib/api-error';
import { useConfirmTwoFactor } from '../api/confirm-two-factor';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { useAccount } from '../api/get-account';
import { useRegenerateRecoveryCodes } from '../api/regenerate-recovery-codes';
import { useStartTwoFactor } from '../api/start-two-factor';

/** The server's message for one field (422 `errors`), else null. */
const fieldError = (error: unknown, field: string) =>
  error instanceof ApiError ? (error.errors?.[field]?.[0] ?? null) : null;

/** The code input every step uses: numeric keyboard, filled from the authenticator on phones. */
function CodeInput({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <TextInput
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={32}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** The ten recovery codes, shown once, until the member says they are saved. */
function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
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

/** The current password, asked again before the set-up starts (a session left open is not enough). */
function StartForm({
  disabled,
  onStarted,
}: {
  disabled: boolean;
  onStarted: (setup: TwoFactorSetup) => void;
}) {
  const start = useStartTwoFactor();
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ password?: string; form?: string }>({});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password === '') {
      setErrors({ password: 'Current password is required' });
      return;
    }
    setErrors({});
    start.mutate(
      { password },
      {
        onSuccess: (answer) => {
          setPassword('');
          onStarted(answer);
        },
        onError: (failure) => {
          const passwordError = fieldError(failure, 'password');
          setErrors(passwordError ? { password: passwordError } : { form: errorMessage(failure) });
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex max-w-xl flex-col gap-4">
      {errors.form && <Alert>{errors.form}</Alert>}
      <Field label="Current password" required error={errors.password}>
        <TextInput
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Field>
      <div>
        <Button type="submit" loading={start.isPending} disabled={disabled}>
          Turn on two-factor sign-in
        </Button>
      </div>
    </form>
  );
}

/** Set-up: the QR code, the secret to type by hand, and the first code that turns it on. */
function SetupPanel({
  setup,
  onConfirmed,
  onCancel,
}: {
  setup: TwoFactorSetup;
  onConfirmed: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const toast = useToast();
  const confirm = useConfirmTwoFactor();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (code.trim() === '') {
      setError('Authentication code is required');
      return;
    }
    setError(null);
    confirm.mutate(
      { code: code.trim() },
      {
        onSuccess: (answer) => {
          // Confirming signs out every other session of the account; the member is told so.
          toast.show({ tone: 'success', text: twoFactorMessages.turnedOn });
          onConfirmed(answer.recovery_codes);
        },
        onError: (failure) => setError(fieldError(failure, 'code') ?? errorMessage(failure)),
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex max-w-xl flex-col gap-4">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Scan the QR code with your authenticator app, then enter the 6-digit code it shows.
      </p>
      <img
        src={setup.qr_code}
        alt="QR code for your authenticator app"
        className="size-48 rounded-lg bg-white p-2"
      />
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Cannot scan it? Enter this key in the app:{' '}
        <code
          data-testid="two-factor-secret"
          className="font-mono font-semibold break-all text-ink dark:text-white"
        >
          {setup.secret}
        </code>
      </p>
      <Field label="Authentication code" required error={error ?? undefined}>
        <CodeInput value={code} onChange={setCode} />
      </Field>
      <div className="flex gap-2">
        <Button type="submit" loading={confirm.isPending}>
          Confirm
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel} disabled={confirm.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** 'Turn off': the password and a current code (or a recovery code). */
function TurnOffDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const toast = useToast();
  const disable = useDisableTwoFactor();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ password?: string; code?: string; form?: string }>({});

  const close = (next: boolean) => {
    if (!next) {
      setPassword('');
      setCode('');
      setErrors({});
    }
    onOpenChange(next);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = {
      ...(password === '' && { password: 'Password is required' }),
      ...(code.trim() === '' && { code: 'Authentication code is required' }),
    };
    setErrors(found);
    if (found.password || found.code) return;
    disable.mutate(
      { password, code: code.trim() },
      {
        onSuccess: () => {
          toast.show({ tone: 'success', text: 'Two-factor sign-in is off' });
          close(false);
        },
        onError: (failure) => {
          const passwordError = fieldError(failure, 'password');
          const codeError = fieldError(failure, 'code');
          setErrors(
            passwordError || codeError
              ? { ...(passwordError && { password: passwordError }), ...(codeError && { code: codeError }) }
              : { form: errorMessage(failure) },
          );
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Turn off two-factor sign-in"
      description="Signing in will need only your password."
      dismissible={!disable.isPending}
    >
      <form noValidate onSubmit={onSubmit}>
        <DialogBody className="flex flex-col gap-4">
          {errors.form && <Alert>{errors.form}</Alert>}
          <Field label="Password" required error={errors.password}>
            <TextInput
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </Field>
          <Field
            label="Authentication code"
            required
            error={errors.code}
            hint="The code from your authenticator app, or one of your recovery codes."
          >
            <CodeInput value={code} onChange={setCode} />
          </Field>
        </DialogBody>
        <DialogFooter>
          <Button type="button" variant="secondary" onClick={() => close(false)} disabled={disable.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" loading={disable.isPending}>
            Turn off
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}

/** 'Get new recovery codes': a current code, then the ten new codes (the old ones stop working). */
function NewCodesDialog({
  open,
  onOpenChange,
  onCodes,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCodes: (codes: string[]) => void;
}) {
  const regenerate = useRegenerateRecoveryCodes();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = (next: boolean) => {
    if (!next) {
      setCode('');
      setError(null);
    }
    onOpenChange(next);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (code.trim() === '') {
      setError('Authentication code is required');
      return;
    }
    regenerate.mutate(
      { code: code.trim() },
      {
        onSuccess: (answer) => {
          onCodes(answer.recovery_codes);
          close(false);
        },
        onError: (failure) => setError(fieldError(failure, 'code') ?? errorMessage(failure)),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Get new recovery codes"
      description="Your current recovery codes will stop working."
      dismissible={!regenerate.isPending}
    >
      <form noValidate onSubmit={onSubmit}>
        <DialogBody>
          <Field label="Authentication code" required error={error ?? undefined}>
            <CodeInput value={code} onChange={setCode} />
          </Field>
        </DialogBody>
        <DialogFooter>
          <Button
            type="button"
            variant="secondary"
            onClick={() => close(false)}
            disabled={regenerate.isPending}
          >
            Cancel
          </Button>
          <Button type="submit" loading={regenerate.isPending}>
            Get new codes
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}

/**
 * 'Two-factor sign-in' on My account: on or off; turning it on asks for the current password, shows
 * the QR code and the secret once, asks for a first code (which signs out the account's other sessions), then
 * shows the ten recovery codes once. Turning it off asks for the password and a code; new recovery codes need
 * a code.
 */
export function TwoFactorSection() {
  const account = useAccount();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [turningOff, setTurningOff] = useState(false);
  const [newCodes, setNewCodes] = useState(false);
  const enabled = account.data?.two_factor_enabled === true;

  return (
    <section aria-labelledby="account-two-factor-title" className={cardClassName}>
      <CardHeader>
        <CardTitle id="account-two-factor-title">Two-factor sign-in</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          Status: <Badge tone={enabled ? 'green' : 'gray'}>{enabled ? 'On' : 'Off'}</Badge>
        </p>
        {account.data?.two_factor_setup_required && (
          <Alert>Your team requires two-factor sign-in. Turn it on to use the rest of the panel.</Alert>
        )}
        {codes ? (
          <RecoveryCodesPanel codes={codes} onDone={() => setCodes(null)} />
        ) : setup && !enabled ? (
          <SetupPanel
            setup={setup}
            onConfirmed={(recoveryCodes) => {
              setSetup(null);
              setCodes(recoveryCodes);
            }}
            onCancel={() => setSetup(null)}
          />
        ) : enabled ? (
          <>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Signing in asks for a code from your authenticator app after your password.
            </p>
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => setNewCodes(true)}>
                Get new recovery codes
              </Button>
              <Button variant="danger" onClick={() => setTurningOff(true)}>
                Turn off
              </Button>
            </div>
          </>
        ) : (
          <>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Add a code from an authenticator app to your password, so a leaked password alone does not open
              your account. Turning it on signs out your other sessions.
            </p>
            <StartForm disabled={!account.data} onStarted={setSetup} />
          </>
        )}
      </CardContent>
      <TurnOffDialog open={turningOff} onOpenChange={setTurningOff} />
      <NewCodesDialog open={newCodes} onOpenChange={setNewCodes} onCodes={setCodes} />
    </section>
  );
}
