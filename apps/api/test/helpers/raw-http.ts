import net from 'node:net';

export interface RawResponse {
  statusLine: string;
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Splits what a server wrote on one connection into its HTTP/1.1 responses (Content-Length bodies). */
export const parseResponses = (raw: string): RawResponse[] => {
  const responses: RawResponse[] = [];
  let rest = raw;
  while (rest.length > 0) {
    const headerEnd = rest.indexOf('\r\n\r\n');
    if (headerEnd < 0) throw new Error(`Incomplete response: ${rest}`);
    const [statusLine, ...headerLines] = rest.slice(0, headerEnd).split('\r\n');
    const headers = Object.fromEntries(
      headerLines.map((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
      }),
    );
    const length = Number(headers['content-length'] ?? 0);
    const bodyStart = headerEnd + 4;
    responses.push({
      statusLine: statusLine!,
      status: Number(statusLine!.split(' ')[1]),
      headers,
      body: rest.slice(bodyStart, bodyStart + length),
    });
    rest = rest.slice(bodyStart + length);
  }
  return responses;
};

/**
 * Writes `request` as it is on a new connection and resolves with everything the server wrote until it closed
 * the connection (`closedByServer` false when the test had to give up after `timeoutMs`).
 */
export const sendRaw = (port: number, request: string | Buffer, timeoutMs = 10_000) =>
  new Promise<{ raw: string; closedByServer: boolean }>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ raw: received, closedByServer: false });
    }, timeoutMs);
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ raw: received, closedByServer: true });
    });
    socket.write(request);
  });
