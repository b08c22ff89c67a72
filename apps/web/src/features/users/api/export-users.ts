import { useMutation } from '@tanstack/react-query';
import { sessionMessages, type UserAttention } from '@coachboard/contract';
import { buildUrl, refreshSession } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { getAccessToken } from '@/lib/session-storage';

/** The list's filters without its page: what the export and "all matching" send. */
export interface ExportUsersParams {
  search?: string | undefined;
  is_active?: boolean | undefined;
  /** A dashboard card's users. */
  attention?: UserAttention | undefined;
}

const fileNameOf = (response: Response) =>
  /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'users.csv';

const requestExport = (params: ExportUsersParams) =>
  fetch(buildUrl('/users/export', { ...params }), {
    headers: { Accept: 'text/csv', Authorization: `Bearer ${getAccessToken() ?? ''}` },
  });

/**
 * Downloads the filtered users as the CSV the server streams (GET /users/export); one refresh and retry
 * on 401/403 like every other call.
 */
export const exportUsers = async (params: ExportUsersParams) => {
  let response = await requestExport(params);
  if (response.status === 401 || response.status === 403) {
    await refreshSession();
    response = await requestExport(params);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(body?.message ?? sessionMessages.httpError(response.status), response.status);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

export const useExportUsers = () => useMutation({ mutationFn: exportUsers });
