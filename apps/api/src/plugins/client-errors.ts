import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { computeSecurityHeaders, securityHeaderOptions } from './security-headers.js';

/**
 * What Node's HTTP parser refuses before a request exists (an oversized request line or header block, a
 * malformed one, headers that never finish arriving): no route, hook or error handler runs for it, so the
 * answer is written on the socket here.
 */
const clientErrors: Record<string, { status: number; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: 'Request headers are too large' },
  HPE_CHUNK_EXTENSIONS_OVERFLOW: { status: 413, message: 'Request body is too large' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive' },
};
const malformed = { status: 400, message: 'Malformed request' };

const securityHeaders = Object.entries(computeSecurityHeaders(securityHeaderOptions));

/** The whole answer as bytes: status line, the API's headers, `Connection: close`, the error envelope. */
export const clientErrorAnswer = (code: string | undefined) => {
  const { status, message } = (code ? clientErrors[code] : undefined) ?? malformed;
  const body = JSON.stringify({ success: false, message });
  const headers = [
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    ...securityHeaders.map(([name, value]) => `${name}: ${value}`),
  ];
  return { status, message, raw: `${headers.join('\r\n')}\r\n\r\n${body}` };
};

/**
 * Fastify's `clientErrorHandler` option, replacing its default, whose body (`{"error":"Request Header Fields
 * Too Large",...}`) was the one answer outside the API's envelope. Like Node's own handler, it writes nothing on
 * a socket already gone or with an answer under way (a pipelined request after it), then closes the connection.
 */
export function answerClientError(this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const answer = clientErrorAnswer(error.code);
  // The code alone: the error carries the raw bytes received (`rawPacket`), an Authorization header included.
  this.log.debug({ code: error.code, status: answer.status }, 'Client error');
  const inFlight = (socket as Socket & { _httpMessage?: http.ServerResponse | null })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) socket.write(answer.raw);
  socket.destroySoon();
}
