import { REQUEST_TIMEOUT_MS } from '@common/constants'

/** A partner API's answer: its status, and its body when that is a JSON object (null otherwise). */
export type JsonAnswer = { status: number; body: Record<string, unknown> | null }

/**
 * Calls a partner's JSON API (PhonePe, Shiprocket), cut off after REQUEST_TIMEOUT_MS so that a partner that hangs
 * cannot hold the shop's request with it. No answer at all (the network, the timeout) throws what `unanswered`
 * makes of the reason; any answer, whatever its status, is the caller's to judge.
 */
export async function callJson(
  url: string,
  init: RequestInit,
  unanswered: (reason: string) => Error,
): Promise<JsonAnswer> {
  let response: Response
  let text: string
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })
    text = await response.text()
  } catch (error) {
    throw unanswered(error instanceof Error ? error.message : String(error))
  }
  return { status: response.status, body: jsonObject(text) }
}

function jsonObject(text: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(text)
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}
