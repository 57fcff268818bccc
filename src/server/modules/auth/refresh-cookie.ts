import type { FastifyReply, FastifyRequest } from 'fastify'
import type { IssuedRefreshToken } from './refresh-sessions'

export const REFRESH_COOKIE = 'refreshToken'
const COOKIE_PATH = '/api/auth'

export function setRefreshCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  refresh: IssuedRefreshToken,
): void {
  reply.setCookie(REFRESH_COOKIE, refresh.token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: COOKIE_PATH,
    expires: refresh.expiresAt,
  })
}

export function clearRefreshCookie(reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH })
}

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  return request.cookies[REFRESH_COOKIE] || undefined
}
