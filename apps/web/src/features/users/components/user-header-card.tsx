import { fullName, isAppUser, userMessages, type User } from '@coachboard/contract';
import { Pencil, RotateCcw, Trash2 } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-error';
import { useCan } from '@/lib/permissions';
import { useRestoreUser } from '../api/restore-user';
import { ProfileImageControl } from './profile-image-control';
import type { ToastInput } from '@/components/feedback/toast';
import { PersonalDetails } from './user-info-cards';
import { UserEditForm } from './user-edit-form';
import { UserStatusBadge } from './user-status-badge';

export interface UserHeaderCardProps {
  user: User;
  isEditing: boolean;
  onEditingChange: (editing: boolean) => void;
  onDelete: () => void;
  onToast: (toast: ToastInput) => void;
}

/** Avatar, name and actions; the details below turn into the inline edit form. */
export function UserHeaderCard({ user, isEditing, onEditingChange, onDelete, onToast }: UserHeaderCardProps) {
  const restore = useRestoreUser();
  const isActive = user.deleted_at === null;
  const mayCall = useCan();
  // A team role that may not edit app users sees the details only (an edit link with ?edit=1 too), and so does
  // everyone on a panel account's page (changed on the Team page only; the API refuses it).
  const can: typeof mayCall = (operationId) => isAppUser(user) && mayCall(operationId);
  const editing = isEditing && can('users.update');
  return (
    <Card>
      <CardContent className="flex flex-col gap-6 md:flex-row">
        <ProfileImageControl user={user} onToast={onToast} />
        <div className="flex min-w-0 flex-1 flex-col gap-4">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <h2 className="text-2xl font-bold break-words text-ink dark:text-white">
                {fullName(user) || user.email}
              </h2>
              <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-500 dark:text-slate-400">
                <span className="break-all">{user.email}</span>
                <UserStatusBadge user={user} />
              </div>
            </div>
            {!editing && (
              <div className="flex flex-wrap gap-2">
                {can('users.update') && (
                  <Button variant="secondary" onClick={() => onEditingChange(true)}>
                    <Pencil aria-hidden className="size-4" /> Edit
                  </Button>
                )}
                {isActive
                  ? can('users.delete') && (
                      <Button variant="danger" onClick={onDelete}>
                        <Trash2 aria-hidden className="size-4" /> Delete
                      </Button>
                    )
                  : can('users.restore') && (
                      <Button onClick={() => restore.mutate(user.id)} loading={restore.isPending}>
                        <RotateCcw aria-hidden className="size-4" /> Restore
                      </Button>
                    )}
              </div>
            )}
          </div>
          {restore.isError && <Alert>{errorMessage(restore.error, userMessages.updateFailed)}</Alert>}
          {editing ? (
            <UserEditForm user={user} onDone={() => onEditingChange(false)} />
          ) : (
            <PersonalDetails user={user} />
          )}
        </div>
      </CardContent>
    </Card>
  );
}
