import { ERRORS, type ErrorCode } from '@lucky/contracts/common/errors';
import { TEXT_CHARACTERS_MESSAGE } from '@lucky/contracts/common/text';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from './app-error.ts';
import { findDatabaseError, isInvalidInputError } from './error-log.ts';

function sendError(reply: FastifyReply, code: ErrorCode, message?: string, value: unknown = null): FastifyReply {
  const status = ERRORS[code].status;
  if (code === 'rate.limited' && value && typeof value === 'object' && 'retryAfterSeconds' in value) {
    reply.header('Retry-After', String(value.retryAfterSeconds));
  }
  return reply.code(status).send({ success: false, value, message: message ?? ERRORS[code].message, code });
}

/** Fastify's own client errors, mapped to our codes. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'request.malformed',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'request.malformed',
  FST_ERR_CTP_BODY_TOO_LARGE: 'request.too.large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'request.unsupported.media',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'request.malformed',
  FST_ERR_VALIDATION: 'request.invalid',
};

/**
 * One place turns every failure into the envelope with a real HTTP status. Client
 * mistakes name what was wrong; anything unexpected is logged and answered with a
 * generic 500 that leaks nothing.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return sendError(reply, error.code, error.message, error.value);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => {
        const where = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || error.validationContext || 'request';
        return `${where}: ${issue.message}`;
      });
      // Control characters get their own code, so a client (and the fuzzer) can tell them from other mistakes.
      const code = error.validation.every((issue) => issue.message === TEXT_CHARACTERS_MESSAGE)
        ? 'request.invalid.characters'
        : 'request.invalid';
      return sendError(reply, code, `Invalid ${error.validationContext ?? 'request'}: ${details.join('; ')}`, {
        issues: details,
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause }, 'response did not match its contract');
      return sendError(reply, 'internal.error');
    }
    const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (mapped) return sendError(reply, mapped, mapped === 'request.invalid' ? error.message : undefined);
    if (error.statusCode === 429) return sendError(reply, 'rate.limited');
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendError(reply, 'request.invalid', error.message);
    }
    // A value the database refuses (a NUL byte, a number out of range, a malformed date: SQLSTATE class 22)
    // is the client's mistake that a schema let through: a 400, logged so the schema gets fixed.
    if (isInvalidInputError(error)) {
      request.log.warn({ err: error, sqlState: findDatabaseError(error)?.code }, 'database refused a request value');
      return sendError(reply, 'request.invalid', 'A value in the request cannot be stored or compared');
    }
    // The logger's err serializer (error-log.ts) keeps query parameters out of the log; the request id
    // is in the log line and in the answer, so a report of the failure can be matched to it.
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 'internal.error', undefined, { requestId: request.id });
  });
}

/**
 * Errors the router raises before any route or hook runs (Fastify's `frameworkErrors`): an address
 * that is not valid percent-encoded UTF-8, or a path parameter over the router's length limit.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return sendError(reply, 'request.invalid', 'A part of the address is too long');
  if (error.code === 'FST_ERR_BAD_URL')
    return sendError(reply, 'request.invalid', 'The address is not valid (broken percent-encoding or UTF-8)');
  request.log.error({ err: error }, 'router error');
  return sendError(reply, 'internal.error', undefined, { requestId: request.id });
}

/** Unknown API paths: 405 when the path exists under another method, else 404. */
export function answerApiNotFound(
  app: FastifyInstance,
  reply: FastifyReply,
  method: string,
  url: string,
): FastifyReply {
  const path = url.split('?')[0];
  const otherMethod = ['GET', 'POST', 'PUT', 'DELETE'].some(
    (candidate) => candidate !== method && app.hasRoute({ method: candidate as 'GET', url: path }),
  );
  return sendError(reply, otherMethod ? 'method.not.allowed' : 'route.not.found');
}
