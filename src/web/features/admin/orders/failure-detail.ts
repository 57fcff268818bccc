import { isApiError } from '../../../api/api-error'

/**
 * The second line of a failure toast: the server's reason (e.g. why it refuses a delivery), or, when no
 * answer came at all, the client's "no response" text, so the owner knows to check the connection.
 */
export function failureDetail(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined
  return error.serverMessage ?? (error.hasResponse ? undefined : error.message)
}
