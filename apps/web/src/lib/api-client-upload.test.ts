import { describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '@/test/api-mock';
import { createMultipartForm } from '@/test/files';
import { seedSession } from '@/test/session';
import { installFakeXhr } from '@/test/xhr-mock';
import { api } from './api-client';

describe('api client: upload', () => {
  it('posts multipart with the bearer token, reports progress and resolves to the data', async () => {
    seedSession();
    const requests = installFakeXhr(() => ({
      status: 200,
      text: JSON.stringify({ success: true, data: { id: 3 } }),
    }));
    const onProgress = vi.fn();
    const form = createMultipartForm();

    await expect(
      api.upload('/files/training-programs/1/upload-program-image', form, { onProgress }),
    ).resolves.toEqual({
      id: 3,
    });

    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/api/files/training-programs/1/upload-program-image');
    expect(request?.headers.Authorization).toBe('Bearer access-1');
    expect(request?.headers['Content-Type']).toBeUndefined();
    expect(request?.body).toBe(form);
    expect(onProgress).toHaveBeenCalledWith(0.5);
    expect(onProgress).toHaveBeenLastCalledWith(1);
  });

  it("uses the JSON body's message on failure, else 'Upload failed with status N'", async () => {
    seedSession();
    installFakeXhr((request) =>
      request.url.endsWith('/json')
        ? {
            status: 415,
            text: JSON.stringify({ success: false, message: 'Only JPG, JPEG, and PNG files are allowed' }),
          }
        : { status: 500, text: 'Internal Server Error' },
    );

    await expect(api.upload('/json', createMultipartForm())).rejects.toThrow(
      'Only JPG, JPEG, and PNG files are allowed',
    );
    await expect(api.upload('/plain', createMultipartForm())).rejects.toThrow(
      'Upload failed with status 500',
    );
  });

  it('refreshes once on 401 and retries the upload with the new token', async () => {
    seedSession();
    mockApi({ 'POST /api/auth/refresh': () => envelope({ token: 'access-2', refresh_token: 'refresh-2' }) });
    const requests = installFakeXhr((request) =>
      request.headers.Authorization === 'Bearer access-2'
        ? { status: 200, text: JSON.stringify({ success: true, data: 'stored' }) }
        : { status: 401, text: JSON.stringify({ success: false, message: 'Unauthenticated' }) },
    );

    await expect(api.upload('/files/x', createMultipartForm())).resolves.toBe('stored');
    expect(requests).toHaveLength(2);
  });
});
