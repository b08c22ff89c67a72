import { useRef } from 'react';
import { fileMessages, isAppUser, userMessages, validateImageFile, type User } from '@coachboard/contract';
import { Camera, Trash2 } from 'lucide-react';
import { useCan } from '@/lib/permissions';
import { errorMessage } from '@/lib/api-error';
import { useDeleteProfileImage } from '../api/delete-profile-image';
import { useUploadProfileImage } from '../api/upload-profile-image';
import type { ToastInput } from '@/components/feedback/toast';
import { UserAvatar } from './user-avatar';

/**
 * The avatar with a delete button on hover (and keyboard focus) when a picture exists, and an upload
 * button; results are reported as toasts.
 */
export function ProfileImageControl({ user, onToast }: { user: User; onToast: (toast: ToastInput) => void }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const deleteImage = useDeleteProfileImage();
  const uploadImage = useUploadProfileImage();
  const image = user.profile_image;
  // A panel account's picture is not changed here (the API refuses it).
  const mayChange = useCan()('users.uploadProfileImage') && isAppUser(user);

  const remove = () => {
    if (!image) return;
    deleteImage.mutate(
      { userId: user.id, imageId: image.id },
      {
        onSuccess: () => onToast({ tone: 'success', text: userMessages.profileImageDeleted }),
        onError: (error) =>
          onToast({ tone: 'error', text: errorMessage(error, userMessages.deleteProfileImageFailed) }),
      },
    );
  };

  const upload = (file: File | undefined) => {
    if (!file) return;
    const problem = validateImageFile(file);
    if (problem) return onToast({ tone: 'error', text: problem });
    uploadImage.mutate(
      { userId: user.id, file },
      {
        onSuccess: () => onToast({ tone: 'success', text: userMessages.profileImageUploaded }),
        onError: (error) => onToast({ tone: 'error', text: errorMessage(error, fileMessages.uploadFailed) }),
      },
    );
  };

  return (
    <div className="flex flex-col items-center gap-2">
      <div className="group relative">
        <UserAvatar user={user} size="lg" />
        {image && mayChange && (
          <button
            type="button"
            aria-label="Delete profile image"
            title="Delete profile image"
            onClick={remove}
            disabled={deleteImage.isPending}
            className="absolute inset-0 flex items-center justify-center rounded-full bg-black/55 text-white opacity-0 transition-opacity group-hover:opacity-100 focus-visible:opacity-100"
          >
            <Trash2 aria-hidden className="size-6" />
          </button>
        )}
      </div>
      {mayChange && (
        <>
          <input
            ref={inputRef}
            type="file"
            accept="image/jpeg,image/png"
            className="sr-only"
            aria-label="Profile image file"
            tabIndex={-1}
            onChange={(event) => {
              upload(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <button
            type="button"
            onClick={() => inputRef.current?.click()}
            disabled={uploadImage.isPending}
            className="inline-flex items-center gap-1.5 text-xs font-semibold text-brand-500 hover:text-brand-600 disabled:opacity-60 dark:text-brand-300"
          >
            <Camera aria-hidden className="size-3.5" />
            {uploadImage.isPending ? 'Uploading...' : image ? 'Change image' : 'Upload image'}
          </button>
        </>
      )}
    </div>
  );
}
