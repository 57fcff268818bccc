/** Typed failures of the shop's rules; plugins/error-handling.ts maps each to `{success:false, message}`. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message)
  }
}

export class BadRequestError extends AppError {
  constructor(message: string) {
    super(400, message)
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Please sign in to continue', extra: Record<string, unknown> = {}) {
    super(401, message, extra)
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You are not allowed to do this', extra: Record<string, unknown> = {}) {
    super(403, message, extra)
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super(404, message)
  }
}

export class ConflictError extends AppError {
  constructor(message: string) {
    super(409, message)
  }
}

/** Refused for a while (a limit was reached): 429, with the seconds to wait sent as Retry-After. */
export class TooManyRequestsError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message)
  }
}

/**
 * Something the shop cannot do until whoever runs it acts (a setting changed under stored data): 503 with a message
 * for the person asking, and `operatorMessage` — what is wrong and the command that fixes it — for the log only.
 */
export class OperatorActionRequiredError extends AppError {
  constructor(
    message: string,
    readonly operatorMessage: string,
  ) {
    super(503, message)
  }
}
