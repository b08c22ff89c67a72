import { useState } from 'react';
import type { TwoFactorSetup } from '@coachboard/contract';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cardClassName, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useAccount } from '../api/get-account';
import { NewRecoveryCodesDialog } from './new-recovery-codes-dialog';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { TurnOffTwoFactorDialog } from './turn-off-two-factor-dialog';
import { TwoFactorSetupPanel } from './two-factor-setup-panel';
import { TwoFactorStartForm } from './two-factor-start-form';

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
          <TwoFactorSetupPanel
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
            <TwoFactorStartForm disabled={!account.data} onStarted={setSetup} />
          </>
        )}
      </CardContent>
      {turningOff && <TurnOffTwoFactorDialog onClose={() => setTurningOff(false)} />}
      {newCodes && <NewRecoveryCodesDialog onClose={() => setNewCodes(false)} onCodes={setCodes} />}
    </section>
  );
}
