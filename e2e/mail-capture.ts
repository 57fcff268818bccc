import { readdir, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { simpleParser, type AddressObject } from 'mailparser'

/** Where scripts/e2e-server.mjs's SMTP server writes each mail it receives, one raw .eml file per mail. */
export const E2E_MAIL_DIR = process.env.E2E_MAIL_DIR ?? join(tmpdir(), 'anime-shop-e2e-mail')

export interface CapturedMail {
  file: string
  to: string[]
  subject: string
  text: string
  html: string
}

const POLL_MS = 200

// A file never changes once it has its .eml name, so each is parsed once.
const parsed = new Map<string, CapturedMail>()

function addressesOf(field: AddressObject | AddressObject[] | undefined): string[] {
  const groups = field === undefined ? [] : Array.isArray(field) ? field : [field]
  return groups.flatMap((group) => group.value.map((address) => (address.address ?? '').toLowerCase()))
}

async function readMails(): Promise<CapturedMail[]> {
  const names = (await readdir(E2E_MAIL_DIR).catch(() => [] as string[])).filter((name) =>
    name.endsWith('.eml'),
  )
  for (const name of names) {
    if (parsed.has(name)) continue
    const mail = await simpleParser(await readFile(join(E2E_MAIL_DIR, name)))
    parsed.set(name, {
      file: name,
      to: addressesOf(mail.to),
      subject: mail.subject ?? '',
      text: mail.text ?? '',
      html: typeof mail.html === 'string' ? mail.html : '',
    })
  }
  // Names start with the time received, so the newest sorts last.
  return names
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    .map((name) => parsed.get(name))
    .filter((mail): mail is CapturedMail => mail !== undefined)
}

/**
 * The newest mail to `to` whose subject contains `subjectPart`, waiting for it to arrive (the shop sends from a
 * background worker, so a mail follows the request that wrote it by a second or two).
 */
export async function waitForMail(
  to: string,
  subjectPart: string,
  { timeoutMs = 20_000 }: { timeoutMs?: number } = {},
): Promise<CapturedMail> {
  const recipient = to.toLowerCase()
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const mails = await readMails()
    const match = mails.findLast((mail) => mail.to.includes(recipient) && mail.subject.includes(subjectPart))
    if (match) return match
    if (Date.now() > deadline) {
      const seen = mails.map((mail) => `${mail.to.join(', ')}: ${mail.subject}`).join('\n  ') || '(none)'
      throw new Error(
        `No mail to ${to} with "${subjectPart}" in its subject within ${timeoutMs} ms in ${E2E_MAIL_DIR}. Received:\n  ${seen}`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
}

/** The first absolute link in a mail's plain text that contains `pathPart`. */
export function findLink(mail: CapturedMail, pathPart: string): string {
  const link = mail.text.match(/https?:\/\/[^\s<>"')\]]+/g)?.find((url) => url.includes(pathPart))
  if (!link) throw new Error(`No link containing ${pathPart} in the mail "${mail.subject}":\n${mail.text}`)
  return link
}
