import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

export type MockHandler = (call: RecordedCall) => Response | Promise<Response>;

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const envelope = (data: unknown, message?: string) => jsonResponse({ success: true, message, data });

export const errorResponse = (status: number, message: string, errors?: Record<string, string[]>) =>
  jsonResponse({ success: false, message, errors }, status);

/**
 * Replaces fetch at the boundary. Keys are 'METHOD /api/path'; every call is recorded. An unmocked call answers
 * 404 so that a test never reaches the network.
 */
export function mockApi(handlers: Record<string, MockHandler>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const rawBody = init?.body;
    const call: RecordedCall = {
      method,
      path: `${url.pathname}${url.search}`,
      headers: new Headers(init?.headers),
      body: typeof rawBody === 'string' ? (JSON.parse(rawBody) as unknown) : rawBody,
    };
    calls.push(call);
    const handler = handlers[`${method} ${url.pathname}`];
    return handler ? handler(call) : errorResponse(404, `No mock for ${method} ${url.pathname}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  const callsTo = (method: string, pathname: string) =>
    calls.filter((call) => call.method === method && call.path.split('?')[0] === pathname);
  return { fetchMock, calls, callsTo };
}
