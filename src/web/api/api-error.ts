export const NO_RESPONSE_MESSAGE = 'No response from server. Please check your connection.'
export const GENERIC_ERROR_MESSAGE = 'An error occurred'

interface ApiErrorDetails {
  /** The server (or a failed refresh) says the session is over. */
  shouldLogout?: boolean
  /** No answer within the request timeout. */
  isTimeout?: boolean
  /** The `message` the server sent, if any; `message` falls back to a generic text without one. */
  serverMessage?: string
}

/** A failed API call: `status` is the HTTP status, or 0 when no response arrived. */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly status: number
  readonly shouldLogout: boolean
  readonly isTimeout: boolean
  readonly serverMessage: string | undefined

  constructor(message: string, status: number, details: ApiErrorDetails = {}) {
    super(message)
    this.status = status
    this.shouldLogout = details.shouldLogout ?? false
    this.isTimeout = details.isTimeout ?? false
    this.serverMessage = details.serverMessage
  }

  get hasResponse(): boolean {
    return this.status !== 0
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}
