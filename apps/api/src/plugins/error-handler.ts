import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { fileMessages, sessionMessages } from '@coachboard/contract';
import { errorStatuses, isDomainError, type FieldErrors } from '../lib/errors.js';

const send = (reply: FastifyReply, status: number, message: string, errors?: FieldErrors): void => {
  void reply.code(status).send({ success: false, message, ...(errors ? { errors } : {}) });
};

/** Fastify's own 4xx errors, with messages that say what to fix and carry nothing internal. */
const frameworkErrors: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'Malformed JSON in request body' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'Malformed JSON in request body' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'Request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Unsupported media type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'Request body does not match its length' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, message: 'The request must be multipart/form-data' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: fileMessages.tooLarge },
  FST_FILES_LIMIT: { status: 413, message: 'Too many files in one request' },
  FST_PARTS_LIMIT: { status: 413, message: 'Too many parts in one request' },
  FST_FIELDS_LIMIT: { status: 413, message: 'Too many fields in one request' },
  FST_PROTO_VIOLATION: { status: 400, message: 'Malformed multipart request' },
  FST_MP_PREMATURE_CLOSE: { status: 400, message: 'The request ended before its body was complete' },
  FST_INVALID_JSON_FIELD_ERROR: { status: 400, message: 'A multipart field is not valid JSON' },
  FST_ERR_BAD_URL: { status: 400, message: 'Malformed URL' },
  // No id or name in a path is over 100 characters: a malformed request like any other.
  FST_ERR_MAX_PARAM_LENGTH: { status: 400, message: 'A value in the address is too long' },
};

/**
 * Fastify's `frameworkErrors` option: errors raised while routing (a path that does not decode as UTF-8, a path
 * parameter over 100 characters), before any route or error handler runs. Without it Fastify answers with its
 * own body instead of the envelope.
 */
export const answerFrameworkError = (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
  const known = frameworkErrors[error.code];
  send(reply, known?.status ?? 400, known?.message ?? 'Bad request');
};

/** `/email` or `/items/0/name` -> `email`, `items.0.name`; a whole-body problem -> the validation context. */
const fieldName = (instancePath: string, context: string | undefined) =>
  instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.') || context || 'body';

export const registerErrorHandling = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isDomainError(error)) {
      const { errors, retryAfterSeconds } = error.details;
      if (retryAfterSeconds !== undefined) {
        void reply.header('retry-after', String(Math.max(1, Math.ceil(retryAfterSeconds))));
      }
      return send(reply, errorStatuses[error.code], error.message, errors);
    }

    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const errors: FieldErrors = {};
      for (const issue of error.validation ?? []) {
        const field = fieldName(issue.instancePath, error.validationContext);
        const message = issue.message ?? 'Invalid value';
        (errors[field] ??= []).push(message);
      }
      const first = Object.values(errors)[0]?.[0] ?? 'The given data was invalid';
      return send(reply, 422, first, errors);
    }

    const known = error.code ? frameworkErrors[error.code] : undefined;
    if (known) return send(reply, known.status, known.message);

    const status = error.statusCode ?? 500;
    if (status === 429) return send(reply, 429, error.message || 'Too many requests');
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'Client error');
      return send(reply, status, error.message || 'Bad request');
    }

    request.log.error({ err: error }, 'Unhandled error');
    return send(reply, 500, sessionMessages.unexpected);
  });
};
