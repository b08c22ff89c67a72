import type { FastifyReply } from 'fastify';
import type { FileStorage } from '../storage/index.js';
import { notFound } from './errors.js';

/**
 * Streams a private file (a progress photo) to someone a route has already checked. `private, no-store`: no
 * shared cache (a proxy, a CDN) keeps a copy for the next person and the browser keeps none; never sniffed, run
 * or framed, as public uploads are not.
 */
export const sendPrivateFile = async (
  reply: FastifyReply,
  storage: FileStorage,
  file: { storageName: string; mime: string } | null,
  notFoundMessage: string,
) => {
  const stored = file ? await storage.get(file.storageName) : null;
  if (!file || !stored) throw notFound(notFoundMessage);
  return reply
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'; sandbox")
    .header('Content-Length', stored.size)
    .type(file.mime)
    .send(stored.body);
};
