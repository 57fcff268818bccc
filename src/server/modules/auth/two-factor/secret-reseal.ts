import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema'
import { writeTransaction } from '../../../db/write-transaction'
import { listSealedTotpSecrets, replaceSealedTotpSecrets } from '../../users'
import { createSecretBox, SecretBoxError, type SecretBox } from './secret-box'
import { TOTP_SECRET_KEY_INFO } from './two-factor.service'

export type ResealReport = {
  /** Accounts whose secrets were sealed under the previous JWT_SECRET, now sealed under the current one. */
  resealed: number
  /** Accounts whose secrets already open with the current JWT_SECRET: nothing to do. */
  alreadyCurrent: number
  /** Accounts whose secrets changed while this ran (set up or turned off, so sealed under the current secret). */
  changedMeanwhile: number
  /** The e-mails of accounts with a secret that opens with neither secret: left as they are. */
  unreadable: string[]
}

type Resealed = { kind: 'current' } | { kind: 'resealed'; sealed: string } | { kind: 'unreadable' }

function opens(box: SecretBox, sealed: string): string | undefined {
  try {
    return box.open(sealed)
  } catch (error) {
    if (error instanceof SecretBoxError) return undefined
    throw error
  }
}

function reseal(sealed: string, boxes: { previous: SecretBox; current: SecretBox }): Resealed {
  if (opens(boxes.current, sealed) !== undefined) return { kind: 'current' }
  const plain = opens(boxes.previous, sealed)
  return plain === undefined
    ? { kind: 'unreadable' }
    : { kind: 'resealed', sealed: boxes.current.seal(plain) }
}

/**
 * After JWT_SECRET changed, seals every stored two-step secret (those in use and those waiting to be confirmed)
 * that opens with the previous secret under the current one, in one transaction. Idempotent: a secret that already
 * opens with the current secret is left as it is, so running it again changes nothing. An account whose secret in
 * use opens with neither is left whole and named in the report (its owner can still sign in with a recovery code);
 * a set-up waiting for confirmation that opens with neither is dropped.
 */
export async function resealTwoFactorSecrets(
  db: Kysely<Database>,
  secrets: { previous: string; current: string },
): Promise<ResealReport> {
  const boxes = {
    previous: createSecretBox(secrets.previous, TOTP_SECRET_KEY_INFO),
    current: createSecretBox(secrets.current, TOTP_SECRET_KEY_INFO),
  }
  return writeTransaction(db, async (trx) => {
    const report: ResealReport = { resealed: 0, alreadyCurrent: 0, changedMeanwhile: 0, unreadable: [] }
    for (const account of await listSealedTotpSecrets(trx)) {
      const secret = account.secret === null ? null : reseal(account.secret, boxes)
      const pending = account.pendingSecret === null ? null : reseal(account.pendingSecret, boxes)
      if (secret?.kind === 'unreadable') {
        report.unreadable.push(account.email)
        continue
      }
      // A set-up still waiting for its confirming code that opens with neither secret is dropped: its owner
      // starts it again, and it no longer keeps the secret in use from being re-sealed.
      const pendingDropped = pending?.kind === 'unreadable'
      const outcomes = [secret, pending].filter((outcome) => outcome !== null)
      if (!pendingDropped && outcomes.every((outcome) => outcome.kind === 'current')) {
        report.alreadyCurrent += 1
        continue
      }
      const sealedNow = (outcome: Resealed | null, stored: string | null) =>
        outcome?.kind === 'resealed' ? outcome.sealed : stored
      const replaced = await replaceSealedTotpSecrets(trx, account, {
        secret: sealedNow(secret, account.secret),
        pendingSecret: pendingDropped ? null : sealedNow(pending, account.pendingSecret),
      })
      if (replaced) report.resealed += 1
      else report.changedMeanwhile += 1
    }
    return report
  })
}
