import { type ErrorBody, errorCodeForStatus, MESSAGES } from '@specsource/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isAppError } from '../errors/app-error.ts';
import { toValidationErrorBody } from '../http/validation-errors.ts';

// Fastify's own 4xx errors (bad JSON, wrong content type, body too large) get a sentence a user can act on.
const DETAIL_BY_FASTIFY_CODE: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON. Send a JSON object.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty. Send a JSON object.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here. Send application/json.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
};

function clientErrorBody(error: FastifyError, status: number): ErrorBody {
  const detail =
    DETAIL_BY_FASTIFY_CODE[error.code] ??
    (error.message || 'The request could not be processed. Check it and retry.');
  return { detail, code: errorCodeForStatus(status) };
}

/** One error handler for the whole app: user mistakes become 4xx with a clear detail; nothing leaks a stack. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send(toValidationErrorBody(error.validation, error.validationContext));
    }
    if (isAppError(error)) {
      return reply.code(error.status).headers(error.headers).send(error.toBody());
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(clientErrorBody(error, status));
    }
    request.log.error(
      { err: error, method: request.method, url: request.url, params: request.params, query: request.query },
      'unhandled error',
    );
    const body: ErrorBody = {
      detail: MESSAGES.internalError,
      code: status === 503 ? 'UNAVAILABLE' : 'INTERNAL',
    };
    return reply.code(status >= 500 && status < 600 ? status : 500).send(body);
  });
}
