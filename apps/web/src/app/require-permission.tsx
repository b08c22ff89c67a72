import type { ReactNode } from 'react';
import type { PermissionKey } from '@coachboard/contract/permissions';
import { useCan } from '@/lib/permissions';
import { NoAccessPage } from './routes/no-access-page';

/** Renders the screen when the member's team role may call `requires`, else the no-access page. */
export function RequirePermission({ requires, children }: { requires: PermissionKey; children: ReactNode }) {
  const can = useCan();
  return can(requires) ? children : <NoAccessPage />;
}
