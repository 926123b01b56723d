import { type ErrorBody, errorCodeForStatus, MESSAGES } from '@specsource/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type AppError, isAppError } from '../errors/app-error.ts';
import { toValidationErrorBody } from '../http/validation-errors.ts';
import { redactQuery, redactUrl } from '../security/log-redaction.ts';

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

// OWASP ASVS 5.0 §16.3.3: refusals by a security control are logged as such (the route, never the values
// sent). Access-control refusals are logged where they are decided (platform/plugins/access-control.ts).
const SECURITY_EVENT_BY_CODE: Partial<Record<AppError['code'], string>> = {
  CSRF: 'request_forgery_refused',
  RATE_LIMITED: 'excess_rate_limit_exceeded',
};

/** One error handler for the whole app: user mistakes become 4xx with a clear detail; nothing leaks a stack. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const route = `${request.method} ${request.routeOptions.url ?? 'unmatched'}`;
    if (hasZodFastifySchemaValidationErrors(error)) {
      const body = toValidationErrorBody(error.validation, error.validationContext);
      request.log.info(
        { event: 'input_validation_fail', route, fields: Object.keys(body.field_errors ?? {}) },
        'input refused',
      );
      return reply.code(400).send(body);
    }
    if (isAppError(error)) {
      const event = SECURITY_EVENT_BY_CODE[error.code];
      if (event) {
        request.log.warn({ event, route }, 'refused by a security control');
      }
      return reply.code(error.status).headers(error.headers).send(error.toBody());
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(clientErrorBody(error, status));
    }
    request.log.error(
      {
        err: error,
        method: request.method,
        url: redactUrl(request.url),
        params: request.params,
        query: redactQuery(request.query),
      },
      'unhandled error',
    );
    const body: ErrorBody = {
      detail: MESSAGES.internalError,
      code: status === 503 ? 'UNAVAILABLE' : 'INTERNAL',
    };
    return reply.code(status >= 500 && status < 600 ? status : 500).send(body);
  });
}

/**
 * What helmet and the onSend hook would have set, for the refusals that come before them (a URL the router cannot
 * read, a request Node refuses before Fastify sees it): nosniff, no framing, no caching.
 */
export const REFUSAL_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cache-control': 'no-store',
};

const BAD_URL_DETAIL = 'This address is not valid. Check the link, or start again from the home page.';

/**
 * Fastify's `frameworkErrors`: a URL the router cannot decode (`%E0%A4%A`, a lone surrogate's bytes) or a path
 * parameter over its length limit is refused before routing, so no hook runs and Fastify would answer its own
 * body (its error code, the raw path, a 414). The answer here is ours: a 400 with `{detail, code}` and the
 * nosniff and framing headers helmet would have set (OWASP ASVS 5.0 §16.5.1, §3.4.4, §3.4.6).
 */
export function answerFrameworkError(
  _error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const body: ErrorBody = { detail: BAD_URL_DETAIL, code: 'BAD_REQUEST' };
  reply.code(400).headers(REFUSAL_HEADERS).send(body);
}
