import { teamMessages } from '@coachboard/contract';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { useToast } from '@/components/feedback/toast';
import { errorMessage } from '@/lib/api-error';
import { useTeamSettings } from '../api/get-team-settings';
import { useUpdateTeamSettings } from '../api/update-team-settings';

/** 'Sign-in': the team's rule that every member uses two-factor sign-in. */
export function TeamSettingsCard() {
  const toast = useToast();
  const settings = useTeamSettings();
  const update = useUpdateTeamSettings();
  return (
    <Card className="p-5">
      <h2 className="mb-3 text-lg font-bold text-ink dark:text-white">Sign-in</h2>
      {settings.data && (
        <Checkbox
          checked={settings.data.require_two_factor}
          disabled={update.isPending}
          label={teamMessages.requireTwoFactor}
          onCheckedChange={(checked) =>
            update.mutate(
              { require_two_factor: checked },
              {
                onSuccess: () => toast.show({ tone: 'success', text: teamMessages.settingsSaved }),
                onError: (error) =>
                  toast.show({ tone: 'error', text: errorMessage(error), durationMs: 8000 }),
              },
            )
          }
        />
      )}
      <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">
        When on, every member signs in with a code from an authenticator app after the password.
      </p>
    </Card>
  );
}
