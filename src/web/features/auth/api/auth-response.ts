import type { User } from '@common/schemas/auth'
import { ApiError } from '../../../api/api-error'
import { readUser } from '../../../lib/read-user'

/** The user of a `{ success: true, user }` answer, or undefined when the answer is not one. */
export function readSuccessfulUser(body: unknown): User | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const { success, user } = body as { success?: unknown; user?: unknown }
  if (success !== true) return undefined
  return readUser(user) ?? undefined
}

export function readToken(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const { token, accessToken } = body as { token?: unknown; accessToken?: unknown }
  if (typeof token === 'string' && token !== '') return token
  if (typeof accessToken === 'string' && accessToken !== '') return accessToken
  return undefined
}

/** A 2xx answer that is not `{ success: true, user }` is still a failure. */
export function unsuccessfulAnswer(body: unknown, fallbackMessage: string): ApiError {
  const serverMessage = readMessage(body)
  return new ApiError(serverMessage ?? fallbackMessage, 200, { serverMessage })
}

function readMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const { message } = body as { message?: unknown }
  return typeof message === 'string' && message !== '' ? message : undefined
}
