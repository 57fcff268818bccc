import { beforeAll, beforeEach, expect, it, vi } from 'vitest'
import {
  bearer,
  describeEachDatabase,
  signUp,
  signUpAdmin,
  uniqueEmail,
  type SignedUpUser,
} from '../../test/test-app'
import { listAuditEntries } from '../audit/audit.service'
import type * as AuditService from '../audit/audit.service'

/** While set, every entry is written and then its transaction fails, as a change failing after it would. */
const audit = vi.hoisted(() => ({ failAfterEntry: false }))
vi.mock('../audit/audit.service', async (importOriginal) => {
  const actual = await importOriginal<typeof AuditService>()
  return {
    ...actual,
    recordAudit: async (...args: Parameters<typeof actual.recordAudit>) => {
      await actual.recordAudit(...args)
      if (audit.failAfterEntry) throw new Error('the change failed after its entry was written')
    },
  }
})

describeEachDatabase('messages marked handled in the activity log', (context) => {
  let staff: SignedUpUser
  let admin: SignedUpUser

  beforeAll(async () => {
    admin = await signUpAdmin(context)
    staff = await signUp(context.app, { name: 'Helpdesk', email: uniqueEmail('staff') })
    await context.database.db.updateTable('users').set({ role: 'staff' }).where('id', '=', staff.id).execute()
  })

  beforeEach(() => {
    audit.failAfterEntry = false
  })

  const entriesOf = async (entityId: string) =>
    (await listAuditEntries(context.database.db, { entityId, limit: 100 })).entries

  async function contactMessage(): Promise<string> {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/messages/contact',
      payload: { name: 'Meera', email: uniqueEmail('visitor'), message: 'Do you ship to Guwahati?' },
    })
    expect(response.statusCode, response.body).toBe(201)
    return response.json().data._id
  }

  const mark = (token: string, messageId: string, handled: boolean) =>
    context.app.inject({
      method: 'PATCH',
      url: `/api/messages/${messageId}`,
      headers: bearer(token),
      payload: { handled },
    })

  it('records each change of handled once, by whoever made it; marking it as it already is writes nothing', async () => {
    const messageId = await contactMessage()
    expect(await entriesOf(messageId)).toEqual([])

    const handled = await mark(staff.token, messageId, true)
    expect(handled.statusCode, handled.body).toBe(200)
    expect(handled.json()).toMatchObject({ _id: messageId, isHandled: true })
    expect(await entriesOf(messageId)).toEqual([
      expect.objectContaining({
        actor: { _id: staff.id, email: staff.email },
        action: 'message.update',
        entity: 'message',
        entityId: messageId,
        before: { isHandled: false },
        after: { isHandled: true },
      }),
    ])

    // Handled again: the answer is the message, its first handling time kept, and no entry.
    const again = await mark(staff.token, messageId, true)
    expect(again.statusCode).toBe(200)
    expect(again.json().handledAt).toBe(handled.json().handledAt)
    expect(await entriesOf(messageId)).toHaveLength(1)

    const reopened = await mark(admin.token, messageId, false)
    expect(reopened.statusCode).toBe(200)
    expect(reopened.json()).toMatchObject({ isHandled: false, handledAt: null })
    const entries = await entriesOf(messageId)
    expect(entries).toHaveLength(2)
    expect(entries.find((entry) => entry.actor?._id === admin.id)).toMatchObject({
      before: { isHandled: true },
      after: { isHandled: false },
    })
    expect((await mark(admin.token, messageId, false)).statusCode).toBe(200)
    expect(await entriesOf(messageId)).toHaveLength(2)
  })

  it('writes nothing for an unknown message (404) or bad input (400)', async () => {
    const unknown = '0123456789abcdef01234567'
    expect((await mark(staff.token, unknown, true)).statusCode).toBe(404)
    const messageId = await contactMessage()
    const bad = await context.app.inject({
      method: 'PATCH',
      url: `/api/messages/${messageId}`,
      headers: bearer(staff.token),
      payload: { handled: 'yes' },
    })
    expect(bad.statusCode).toBe(400)
    expect(await entriesOf(unknown)).toEqual([])
    expect(await entriesOf(messageId)).toEqual([])
  })

  it('two tabs marking a message handled at once write one entry', async () => {
    const messageId = await contactMessage()
    const answers = await Promise.all([
      mark(staff.token, messageId, true),
      mark(admin.token, messageId, true),
    ])
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200])
    expect(await entriesOf(messageId)).toHaveLength(1)
  })

  it('loses the entry with its change when the transaction fails after the entry was written', async () => {
    const messageId = await contactMessage()
    audit.failAfterEntry = true
    expect((await mark(staff.token, messageId, true)).statusCode).toBe(500)
    audit.failAfterEntry = false
    const row = await context.database.db
      .selectFrom('messages')
      .select('handled_at')
      .where('id', '=', messageId)
      .executeTakeFirstOrThrow()
    expect(row.handled_at).toBeNull()
    expect(await entriesOf(messageId)).toEqual([])
  })
})
