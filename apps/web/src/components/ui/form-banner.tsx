import type { FormBannerState } from '@/lib/use-contract-form';
import { Alert } from './alert';
import { StaleUpdateNotice } from './stale-update-notice';

/** A form's error banner from `useContractForm`: the stale-edit notice with Reload, or the failure message. */
export function FormBanner({ banner }: { banner: FormBannerState | null }) {
  if (!banner) return null;
  return <Alert>{banner.kind === 'stale' ? <StaleUpdateNotice {...banner.notice} /> : banner.message}</Alert>;
}
