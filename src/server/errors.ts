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
