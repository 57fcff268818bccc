import type { z } from 'zod'
import type { authResponseSchema, profileResponseSchema } from '@common/schemas/auth'
import { ApiError } from '../../../api/api-error'
import { readUser } from '../../../lib/read-user'

/*
 * The session's calls are made from the first bundle (the session is restored on every page), so their answers
 * are read by hand instead of by the shared schemas at run time, which would bring zod into it. The types still
 * come from those schemas: a change to the user or token in them fails `tsc` here.
 */

type AuthResponse = z.output<typeof authResponseSchema>
type ProfileResponse = z.output<typeof profileResponseSchema>

/** A sign-in, sign-up or password reset that succeeded: the user, and the access token when one was sent. */
export interface SignedIn {
  user: AuthResponse['user']
  token: AuthResponse['token'] | undefined
}

/** The user of a `{ success: true, user }` answer, or undefined when the answer is not one. */
export function readSuccessfulUser(body: unknown): ProfileResponse['user'] | undefined {
  if (!isRecord(body) || body.success !== true) return undefined
  return readUser(body.user) ?? undefined
}

export function readToken(body: unknown): AuthResponse['token'] | undefined {
  if (!isRecord(body)) return undefined
  const { token, accessToken } = body
  if (typeof token === 'string' && token !== '') return token
  if (typeof accessToken === 'string' && accessToken !== '') return accessToken
  return undefined
}

/** A 2xx answer that is not `{ success: true, user }` is still a failure. */
export function unsuccessfulAnswer(body: unknown, fallbackMessage: string): ApiError {
  const serverMessage =
    isRecord(body) && typeof body.message === 'string' ? body.message || undefined : undefined
  return new ApiError(serverMessage ?? fallbackMessage, 200, { serverMessage })
}

/** Reads a sign-in's answer (user and token); anything else fails with the server's message or `fallbackMessage`. */
export function signedInReader(fallbackMessage: string): (body: unknown) => SignedIn {
  return (body) => {
    const user = readSuccessfulUser(body)
    // Success needs `success: true` and a user; anything else is a failed sign-in.
    if (!user) throw unsuccessfulAnswer(body, fallbackMessage)
    return { user, token: readToken(body) }
  }
}

/** Reads a profile answer's user; anything else fails with the server's message or `fallbackMessage`. */
export function profileReader(fallbackMessage: string): (body: unknown) => ProfileResponse['user'] {
  return (body) => {
    const user = readSuccessfulUser(body)
    if (!user) throw unsuccessfulAnswer(body, fallbackMessage)
    return user
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}
