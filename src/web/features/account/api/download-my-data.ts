import { api } from '../../../api/http-client'

/** The whole file can take a moment to gather: more than the usual allowance. */
const EXPORT_TIMEOUT_MS = 60_000

/**
 * GET /users/me/export: everything the shop holds about the account, as a JSON file to save. The answer is
 * handed on as it came, not checked against a schema here: it is the shopper's file, not something the screen
 * reads.
 */
export async function downloadMyData(): Promise<Blob> {
  const data = await api.get('/users/me/export', (body: unknown) => body, { timeoutMs: EXPORT_TIMEOUT_MS })
  return new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' })
}

/** The file's name: the shop's export is dated by the day it was made, in the shopper's own time. */
export function myDataFileName(now: Date): string {
  const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-')
  return `my-data-${day}.json`
}
