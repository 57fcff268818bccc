import type { Kysely } from 'kysely'
import type { Database } from '../../src/server/db/schema'
import { createAccessTokenSigner } from '../../src/server/modules/auth/access-token'
import { hashPassword } from '../../src/server/modules/auth/password'
import { startRefreshSession } from '../../src/server/modules/auth/refresh-sessions'
import { createSeedShoppers } from '../../src/server/modules/users/user-seed'

export type Customer = { id: string; name: string; email: string }

/** Every generated customer's password, so any of them can also sign in through the API. */
export const CUSTOMER_PASSWORD = 'bench-customer-password'

const FIRST_NAMES = [
  'Aarav',
  'Vivaan',
  'Aditya',
  'Ananya',
  'Diya',
  'Ishaan',
  'Kavya',
  'Arjun',
  'Saanvi',
  'Rohan',
  'Meera',
  'Kabir',
  'Priya',
  'Vihaan',
  'Aisha',
  'Nikhil',
  'Sneha',
  'Rahul',
  'Tanvi',
  'Siddharth',
]
const SURNAMES = [
  'Sharma',
  'Iyer',
  'Patel',
  'Reddy',
  'Nair',
  'Gupta',
  'Banerjee',
  'Singh',
  'Menon',
  'Khan',
  'Das',
  'Joshi',
  'Kulkarni',
  'Chatterjee',
  'Rao',
]
const DAY_MS = 86_400_000
const BATCH = 1_000

/** "Ananya Nair"; the index makes every e-mail unique. */
function customerName(index: number): { name: string; email: string } {
  const first = FIRST_NAMES[index % FIRST_NAMES.length]!
  const surname = SURNAMES[Math.floor(index / FIRST_NAMES.length) % SURNAMES.length]!
  return { name: `${first} ${surname}`, email: `${first}.${surname}.${index}@example.com`.toLowerCase() }
}

/**
 * `count` shopper accounts, signed up over the last 400 days, in index order. One scrypt hash serves them
 * all: hashing thousands of passwords one by one would take minutes and measures nothing.
 */
export async function generateCustomers(
  db: Kysely<Database>,
  count: number,
  now: number,
): Promise<Customer[]> {
  const passwordHash = await hashPassword(CUSTOMER_PASSWORD)
  const customers: Customer[] = []
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < count; start += BATCH) {
      const batch = Array.from({ length: Math.min(BATCH, count - start) }, (_, offset) => {
        const index = start + offset
        return {
          ...customerName(index),
          passwordHash,
          createdAt: new Date(now - (index % 400) * DAY_MS).toISOString(),
        }
      })
      const stored = new Map(
        (await createSeedShoppers(trx, batch)).map((customer) => [customer.email, customer]),
      )
      for (const { email } of batch) customers.push(stored.get(email)!)
    }
  })
  return customers
}

export type Session = { userId: string; sessionId: string }

/** A sign-in (refresh session) for each customer, as logging in would start it. */
export async function startSessions(
  db: Kysely<Database>,
  customers: readonly Customer[],
): Promise<Session[]> {
  return db.transaction().execute(async (trx) => {
    const sessions: Session[] = []
    for (const customer of customers) {
      const { sessionId } = await startRefreshSession(trx, customer.id)
      sessions.push({ userId: customer.id, sessionId })
    }
    return sessions
  })
}

/**
 * The access tokens the shop itself would issue for these sessions, signed with the secret it was started
 * with. Signing in hundreds of shoppers through the API would run into the login rate limit (10 a minute
 * per address); the server checks these tokens exactly as it checks its own (signature, then session).
 * They last 15 minutes, so they are made just before they are used.
 */
export function signAccessTokens(jwtSecret: string, sessions: readonly Session[]): Promise<string[]> {
  const signer = createAccessTokenSigner(jwtSecret)
  return Promise.all(sessions.map((session) => signer.sign(session)))
}
