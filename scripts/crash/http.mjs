// HTTP client of the crash test: every answer is classified so the load knows what the server promised.
//   ack      2xx: the server acknowledged the write (data is what it returned)
//   refused  another status: the server answered and (by contract) did not apply the write
//   down     the connection was refused: nothing reached the server, so nothing was applied
//   doubt    the connection broke after the request was sent (the kill): applied or not, nobody knows
const REQUEST_TIMEOUT_MS = 60_000;

const causeCode = (error) => error?.cause?.code ?? error?.code ?? error?.cause?.name ?? error?.name;

export class ApiClient {
  /** @param {() => string} baseUrl  the server's current base URL (http://127.0.0.1:PORT) */
  constructor(baseUrl) {
    this.baseUrl = baseUrl;
    this.token = null;
  }

  async request(method, path, body) {
    const headers = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    let response;
    try {
      response = await fetch(`${this.baseUrl()}/api${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      const code = causeCode(error);
      return { outcome: code === 'ECONNREFUSED' ? 'down' : 'doubt', error: String(code ?? error) };
    }
    let json = null;
    try {
      json = await response.json();
    } catch (error) {
      // The headers arrived but the body did not (the kill): without the body there is no id to check.
      return { outcome: 'doubt', status: response.status, error: String(causeCode(error)) };
    }
    if (response.status >= 200 && response.status < 300) {
      return { outcome: 'ack', status: response.status, data: json?.data };
    }
    return { outcome: 'refused', status: response.status, message: json?.message ?? null };
  }

  get(path) {
    return this.request('GET', path);
  }

  post(path, body) {
    return this.request('POST', path, body);
  }

  patch(path, body) {
    return this.request('PATCH', path, body);
  }
}
