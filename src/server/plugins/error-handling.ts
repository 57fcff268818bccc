import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod'
import { failedWriteReason, isDatabaseUnavailable } from '../db/database-unavailable'
import { AppError, OperatorActionRequiredError, TooManyRequestsError } from '../errors'

export const UNAVAILABLE_MESSAGE = 'The shop is temporarily unavailable. Please try again shortly.'
const SERVER_FAULT_MESSAGE = 'Something went wrong on our side. Please try again.'
export const BUSY_MESSAGE = 'The shop is very busy right now. Please try again in a few seconds.'
/** Seconds a client should wait before retrying after a 503: long enough for a database restart. */
export const RETRY_AFTER_SECONDS = 5

const MESSAGES_BY_CODE: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'The request body is empty' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Unsupported content type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'Invalid content length' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: 'The file is too large' },
  FST_PARTS_LIMIT: { status: 413, message: 'Too many parts in the upload' },
  FST_FILES_LIMIT: { status: 413, message: 'Too many files in the upload' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 400, message: 'The request is not multipart' },
  FST_ERR_BAD_URL: { status: 400, message: 'The address is not valid' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: 'The address is too long' },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, message: 'The request could not be routed' },
}

/**
 * Errors the router raises before any route (and so before the error handler) is chosen: Fastify's own
 * answer would echo the whole hostile URL back, so they get the shop's `{success:false, message}` too.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const known = MESSAGES_BY_CODE[error.code] ?? { status: 400, message: 'Bad request' }
  void reply.code(known.status).send({ success: false, message: known.message })
}

/**
 * One place turns every failure into `{success:false, message}`; details of a 5xx stay in the log, and a
 * 5xx answer carries the request id, so a shopper quoting it leads support to the log lines.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error instanceof OperatorActionRequiredError)
        request.log.error({ err: error }, error.operatorMessage)
      if (error instanceof TooManyRequestsError) reply.header('retry-after', String(error.retryAfterSeconds))
      return reply.code(error.statusCode).send({ success: false, message: error.message, ...error.extra })
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0]
      const field = issue?.instancePath?.replace(/^\//, '').replace(/\//g, '.')
      const message = issue?.message ?? 'Invalid request'
      return reply.code(400).send({ success: false, message, ...(field ? { field } : {}) })
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema')
      return reply.code(500).send({ success: false, message: SERVER_FAULT_MESSAGE, requestId: request.id })
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable')
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ success: false, message: UNAVAILABLE_MESSAGE, requestId: request.id })
    }
    const failedWrite = failedWriteReason(error)
    if (failedWrite) {
      request.log.error(
        { err: error },
        failedWrite === 'disk'
          ? 'the disk failed under the database log: no write is acknowledged until a restart'
          : 'PostgreSQL ended a transaction to break a deadlock or a serialization conflict',
      )
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ success: false, message: UNAVAILABLE_MESSAGE, requestId: request.id })
    }
    if (error.code === 'FST_UNDER_PRESSURE') {
      // @fastify/under-pressure has already set Retry-After on the reply.
      return reply.code(503).send({ success: false, message: BUSY_MESSAGE, requestId: request.id })
    }
    const known = error.code ? MESSAGES_BY_CODE[error.code] : undefined
    if (known) return reply.code(known.status).send({ success: false, message: known.message })
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ success: false, message: error.message || 'Bad request' })
    }
    request.log.error({ err: error }, 'unhandled error')
    return reply.code(500).send({ success: false, message: SERVER_FAULT_MESSAGE, requestId: request.id })
  })
}
