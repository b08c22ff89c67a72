import { vi } from 'vitest';

export type XhrAnswer = { status: number; text: string };

/** Minimal XMLHttpRequest double: reports half progress, then answers with what `answer` returns. */
export class FakeXhr {
  static answer: (request: FakeXhr) => XhrAnswer = () => ({ status: 500, text: '' });
  static requests: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.requests.push(this);
    queueMicrotask(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
      const { status, text } = FakeXhr.answer(this);
      this.status = status;
      this.responseText = text;
      this.onload?.();
    });
  }
  abort() {
    this.onabort?.();
  }
}

/** Replaces XMLHttpRequest until the test ends (vitest unstubs globals); returns the requests sent. */
export const installFakeXhr = (answer: (request: FakeXhr) => XhrAnswer) => {
  FakeXhr.answer = answer;
  FakeXhr.requests = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return FakeXhr.requests;
};
