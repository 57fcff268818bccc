export const NO_RESPONSE_MESSAGE = 'No response from server. Please check your connection.'
export const GENERIC_ERROR_MESSAGE = 'An error occurred'
/** The start of the message of an answer that does not have the shape its endpoint's schema gives. */
export const INVALID_RESPONSE_MESSAGE = 'Unexpected answer from the server'

interface ApiErrorDetails {
  /** The server (or a failed refresh) says the session is over. */
  shouldLogout?: boolean
  /** No answer within the request timeout. */
  isTimeout?: boolean
  /** The `message` the server sent, if any; `message` falls back to a generic text without one. */
  serverMessage?: string
  /** The input field a 400 names (`windowDays`, `items.0.qty`), so a form can show the message under it. */
  serverField?: string
  /** What was wrong with an answer that did not have the shape its endpoint's schema gives. */
  responseIssues?: readonly ResponseIssue[]
  /** A 403 of the admin area: this admin or staff member must set up two-step sign-in first. */
  twoFactorSetupRequired?: boolean
  /** A 409 of a stock change made from a figure that has moved: the stock as it is now. */
  currentStock?: number
}

/** One thing wrong with an answer: where (`orders[0].status`, empty for the whole answer) and what. */
export interface ResponseIssue {
  path: string
  message: string
}

/** A failed API call: `status` is the HTTP status, or 0 when no response arrived. */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly status: number
  readonly shouldLogout: boolean
  readonly isTimeout: boolean
  readonly serverMessage: string | undefined
  readonly serverField: string | undefined
  readonly responseIssues: readonly ResponseIssue[]
  readonly twoFactorSetupRequired: boolean
  readonly currentStock: number | undefined

  constructor(message: string, status: number, details: ApiErrorDetails = {}) {
    super(message)
    this.status = status
    this.shouldLogout = details.shouldLogout ?? false
    this.isTimeout = details.isTimeout ?? false
    this.serverMessage = details.serverMessage
    this.serverField = details.serverField
    this.responseIssues = details.responseIssues ?? []
    this.twoFactorSetupRequired = details.twoFactorSetupRequired ?? false
    this.currentStock = details.currentStock
  }

  get hasResponse(): boolean {
    return this.status !== 0
  }

  /** The answer arrived but its endpoint's schema refused it. */
  get isInvalidResponse(): boolean {
    return this.responseIssues.length > 0
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}
