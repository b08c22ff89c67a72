// The HTTP calls of the upload memory benchmark (bench/upload-memory.ts), against a server it started.

export interface Api {
  base: string;
  authorization: string;
}

/** Signs in to the server at `base`; answers the API handle the other calls take. */
export const signIn = async (base: string, admin: { email: string; password: string }): Promise<Api> => {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  const session = (await login.json()) as { data?: { token?: string } };
  if (!login.ok || !session.data?.token) throw new Error(`sign-in failed: ${login.status}`);
  return { base, authorization: `Bearer ${session.data.token}` };
};

export const call = async (api: Api, method: string, url: string, body?: unknown) => {
  const response = await fetch(`${api.base}${url}`, {
    method,
    headers: { authorization: api.authorization, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { data?: { id?: number } };
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(json)}`);
  return json;
};

export const upload = async (api: Api, programId: number, jpeg: Buffer) => {
  const form = new FormData();
  form.append('file', new Blob([jpeg], { type: 'image/jpeg' }), 'upload.jpg');
  const response = await fetch(`${api.base}/api/files/training-programs/${programId}/upload-program-image`, {
    method: 'POST',
    headers: { authorization: api.authorization },
    body: form,
  });
  const text = await response.text();
  if (response.status !== 201) throw new Error(`upload: ${response.status} ${text}`);
};
