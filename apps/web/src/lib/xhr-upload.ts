import { sessionMessages } from '@coachboard/contract/session';
import { ApiError } from './api-error';

export interface UploadOptions {
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export interface RawAnswer {
  status: number;
  text: string;
}

export const sendMultipart = (
  url: string,
  formData: FormData,
  options: UploadOptions,
  token: string | null,
) =>
  new Promise<RawAnswer>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => reject(new ApiError(sessionMessages.unexpected, 0));
    xhr.onabort = () => reject(new DOMException('The upload was aborted.', 'AbortError'));
    if (options.signal) {
      if (options.signal.aborted) {
        reject(new DOMException('The upload was aborted.', 'AbortError'));
        return;
      }
      options.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(formData);
  });
