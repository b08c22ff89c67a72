// HTTP client of the crash test: every answer is classified so the load knows what the server promised.
//   ack      2xx: the server acknowledged the write (data is what it returned)
//   refused  another status: the server answered and (by contract) did not apply the write
//   down     the connection was refused: nothing reached the server, so nothing was applied
//   doubt    the connection broke after the request was sent (the kill): applied or not, nobody knows
import http from 'node:http';

const REQUEST_TIMEOUT_MS = 60_000;

const causeCode = (error) => error?.cause?.code ?? error?.code ?? error?.cause?.name ?? error?.name;

const classify = (status, json) =>
  status >= 200 && status < 300
    ? { outcome: 'ack', status, data: json?.data }
    : { outcome: 'refused', status, message: json?.message ?? null };

export class ApiClient {
  /** @param {() => string} baseUrl  the server's current base URL (http://127.0.0.1:PORT) */
  constructor(baseUrl) {
    this.baseUrl = baseUrl;
    this.token = null;
  }

  /** `body`: a value sent as JSON, or a FormData sent as multipart (fetch sets its content type). */
  async request(method, path, body, extraHeaders = {}) {
    const headers = { accept: 'application/json', ...extraHeaders };
    const multipart = body instanceof FormData;
    if (body !== undefined && !multipart) headers['content-type'] = 'application/json';
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    let response;
    try {
      response = await fetch(`${this.baseUrl()}/api${path}`, {
        method,
        headers,
        body: body === undefined || multipart ? body : JSON.stringify(body),
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
    return classify(response.status, json);
  }

  get(path) {
    return this.request('GET', path);
  }

  /** `headers`: extra request headers (x-request-id, so the audit entries of the write can be found). */
  post(path, body, headers) {
    return this.request('POST', path, body, headers);
  }

  patch(path, body) {
    return this.request('PATCH', path, body);
  }

  /** A multipart POST: text `fields` and one `file` ({ name, type, data }) in the part named `file`. */
  upload(path, fields, file) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', new Blob([file.data], { type: file.type }), file.name);
    return this.request('POST', path, form);
  }

  /**
   * A JSON POST without the access token from the local address `localAddress` (e.g. 127.77.0.1: Linux routes
   * all of 127.0.0.0/8 to the loopback interface), so the server sees a different client address: the
   * per-address limits of public routes count each such client on its own. fetch cannot choose its source
   * address without undici's Agent (not a dependency), hence node:http. Same classification as request().
   */
  postFrom(localAddress, path, body) {
    return this.requestFrom(localAddress, 'POST', path, body);
  }

  /** request() from a chosen local address (see postFrom); 'unavailable' when that address cannot be bound. */
  requestFrom(localAddress, method, path, body) {
    const url = new URL(`${this.baseUrl()}/api${path}`);
    const payload = body === undefined ? Buffer.alloc(0) : Buffer.from(JSON.stringify(body));
    return new Promise((resolve) => {
      let settled = false;
      const settle = (answer) => {
        if (!settled) resolve(answer);
        settled = true;
      };
      const request = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method,
          localAddress,
          agent: false,
          timeout: REQUEST_TIMEOUT_MS,
          headers: {
            accept: 'application/json',
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            'content-length': payload.length,
          },
        },
        (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('error', () => undefined);
          response.on('close', () => {
            if (!response.complete) {
              settle({ outcome: 'doubt', status: response.statusCode, error: 'ECONNRESET' });
              return;
            }
            let json = null;
            try {
              json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
            } catch {
              settle({ outcome: 'doubt', status: response.statusCode, error: 'unreadable body' });
              return;
            }
            settle(classify(response.statusCode, json));
          });
        },
      );
      request.on('timeout', () =>
        request.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })),
      );
      request.on('error', (error) => {
        const code = causeCode(error);
        if (code === 'EADDRNOTAVAIL') settle({ outcome: 'unavailable', error: code });
        else settle({ outcome: code === 'ECONNREFUSED' ? 'down' : 'doubt', error: String(code ?? error) });
      });
      request.end(payload);
    });
  }
}
