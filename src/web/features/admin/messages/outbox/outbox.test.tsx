import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { OutboxListResponse, OutboxMail, OutboxMailDetail } from '@common/schemas/mail'
import { mockAdminApi } from '../../shared/test/mock-admin-api'
import { jsonResponse, type ApiHandler } from '../../../../test/mock-api'
import { renderApp } from '../../../../test/render-app'

function outboxMail(overrides: Partial<OutboxMail>): OutboxMail {
  return {
    _id: 'a00000000000000000000001',
    kind: 'order-placed',
    to: 'asha@example.com',
    subject: 'Your AnimeVerse order #64B7F0C2',
    status: 'kept',
    attempts: 0,
    lastError: null,
    nextAttemptAt: null,
    sentAt: null,
    createdAt: '2025-03-09T06:30:00.000Z',
    ...overrides,
  }
}

const orderMail = outboxMail({})
const failedReset = outboxMail({
  _id: 'a00000000000000000000002',
  kind: 'password-reset',
  to: 'rohan@example.com',
  subject: 'Reset your AnimeVerse password',
  status: 'failed',
  attempts: 5,
  lastError: 'connect ECONNREFUSED 127.0.0.1:25',
  createdAt: '2025-03-08T06:30:00.000Z',
})

const withBodies = (mail: OutboxMail): OutboxMailDetail => ({
  ...mail,
  html: `<p>Hello from the shop: ${mail.subject}</p>`,
  text: `Hello from the shop.\n${mail.subject}`,
})

function listAnswer(mails: OutboxMail[], delivery: 'smtp' | 'outbox'): OutboxListResponse {
  return {
    success: true,
    mails,
    totalMails: mails.length,
    failed: mails.filter((mail) => mail.status === 'failed').length,
    delivery,
    total: mails.length,
    currentPage: 1,
    totalPages: 1,
  }
}

function openOutbox(
  mails: OutboxMail[],
  delivery: 'smtp' | 'outbox',
  routes: Record<string, ApiHandler | ApiHandler[]> = {},
) {
  const api = mockAdminApi({
    'GET /api/messages': () =>
      jsonResponse(200, {
        success: true,
        messages: [],
        total: 0,
        unhandled: 0,
        currentPage: 1,
        totalPages: 0,
      }),
    'GET /api/outbox': () => jsonResponse(200, listAnswer(mails, delivery)),
    ...Object.fromEntries(
      mails.map((mail) => [
        `GET /api/outbox/${mail._id}`,
        () => jsonResponse(200, { success: true, mail: withBodies(mail) }),
      ]),
    ),
    ...routes,
  })
  return { ...api, ...renderApp('/admin?tab=messages&view=outbox') }
}

const mailRow = (subject: string) => screen.getByRole('button', { name: subject }).closest('li')!

describe('admin outbox', () => {
  it('is one side of a Messages | Outbox switch, reachable by keyboard', async () => {
    mockAdminApi({
      'GET /api/messages': () =>
        jsonResponse(200, {
          success: true,
          messages: [],
          total: 0,
          unhandled: 0,
          currentPage: 1,
          totalPages: 0,
        }),
      'GET /api/outbox': () => jsonResponse(200, listAnswer([orderMail], 'smtp')),
    })
    const app = renderApp('/admin?tab=messages')

    const show = await screen.findByRole('group', { name: 'View' })
    const outbox = within(show).getByRole('button', { name: 'Outbox' })
    expect(within(show).getByRole('button', { name: 'Messages' })).toHaveAttribute('aria-pressed', 'true')
    expect(outbox).toHaveAttribute('aria-pressed', 'false')

    outbox.focus()
    await app.user.keyboard('{Enter}')

    expect(outbox).toHaveAttribute('aria-pressed', 'true')
    expect(await screen.findByRole('button', { name: orderMail.subject })).toBeInTheDocument()
    expect(app.currentUrl()).toBe('/admin?tab=messages&view=outbox')
    expect(screen.queryByRole('tablist', { name: 'Message sections' })).not.toBeInTheDocument()
  })

  it("lists mails with recipient, subject, kind, status, time, attempts and a failed mail's error", async () => {
    openOutbox([orderMail, failedReset], 'smtp')

    await screen.findByRole('button', { name: orderMail.subject })
    const order = within(mailRow(orderMail.subject))
    expect(order.getByText('asha@example.com')).toBeInTheDocument()
    expect(order.getByText('Order placed')).toBeInTheDocument()
    expect(order.getByText('Kept — not sent')).toBeInTheDocument()
    expect(order.getByText('9 Mar 2025, 12:00 pm')).toBeInTheDocument()
    expect(order.queryByText(/Last error/)).not.toBeInTheDocument()

    const reset = within(mailRow(failedReset.subject))
    expect(reset.getByText('Password reset')).toBeInTheDocument()
    expect(reset.getByText('Failed')).toBeInTheDocument()
    expect(reset.getByText('5')).toBeInTheDocument()
    expect(reset.getByText('connect ECONNREFUSED 127.0.0.1:25')).toBeInTheDocument()

    expect(screen.getByText('2 mails')).toBeInTheDocument()
    expect(screen.queryByText(/No SMTP server is set/)).not.toBeInTheDocument()
  })

  it('says mails are only kept when no SMTP server is set', async () => {
    openOutbox([orderMail], 'outbox')

    expect(
      await screen.findByText(
        'No SMTP server is set, so mails are kept here and not sent. Set SMTP_URL and MAIL_FROM to send them.',
      ),
    ).toBeInTheDocument()
  })

  it('filters by status on the server', async () => {
    const { user, fetchMock } = openOutbox([orderMail, failedReset], 'smtp')
    await screen.findByRole('button', { name: orderMail.subject })

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Failed')

    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(
        '/api/outbox?page=1&limit=20&status=failed',
      ),
    )
  })

  it('opens a preview with the recipient, subject, the HTML in a sandboxed frame and the plain text', async () => {
    const { user } = openOutbox([orderMail], 'outbox')

    await user.click(await screen.findByRole('button', { name: orderMail.subject }))

    const dialog = await screen.findByRole('dialog', { name: 'Mail preview' })
    expect(within(dialog).getByText('asha@example.com')).toBeInTheDocument()
    expect(within(dialog).getByText(orderMail.subject)).toBeInTheDocument()
    const frame = await within(dialog).findByTitle(`The mail as sent: ${orderMail.subject}`)
    expect(frame).toHaveAttribute('sandbox', '')
    expect(frame).toHaveAttribute('srcdoc', withBodies(orderMail).html)
    // Kept mails cannot be resent, and without SMTP nothing can.
    expect(within(dialog).queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument()

    const plainText = within(dialog).getByRole('button', { name: 'Plain text' })
    await user.click(plainText)
    expect(plainText).toHaveAttribute('aria-pressed', 'true')
    expect(within(dialog).getByText(/Hello from the shop\./).textContent).toBe(withBodies(orderMail).text)
    expect(within(dialog).queryByTitle(/The mail as sent/)).not.toBeInTheDocument()

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('resends a failed mail and toasts', async () => {
    const queued = { ...withBodies(failedReset), status: 'pending' as const, attempts: 0, lastError: null }
    const { user, requestsTo } = openOutbox([orderMail, failedReset], 'smtp', {
      [`POST /api/outbox/${failedReset._id}/resend`]: () =>
        jsonResponse(200, { success: true, mail: queued }),
      // The server keeps the mail as the resend left it, so reading it again finds it queued.
      [`GET /api/outbox/${failedReset._id}`]: [
        () => jsonResponse(200, { success: true, mail: withBodies(failedReset) }),
        () => jsonResponse(200, { success: true, mail: queued }),
      ],
    })

    await user.click(await screen.findByRole('button', { name: failedReset.subject }))
    const dialog = await screen.findByRole('dialog', { name: 'Mail preview' })
    await user.click(await within(dialog).findByRole('button', { name: 'Resend' }))

    expect(await screen.findByText('Mail queued to be sent again')).toBeInTheDocument()
    expect(requestsTo('POST', `/api/outbox/${failedReset._id}/resend`)).toHaveLength(1)
    expect(within(dialog).getByText('Queued')).toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument()
  })

  it("shows the server's refusal of a resend as an error toast", async () => {
    const { user } = openOutbox([failedReset], 'smtp', {
      [`POST /api/outbox/${failedReset._id}/resend`]: () =>
        jsonResponse(409, { success: false, message: 'Only failed or sent mails can be sent again' }),
    })

    await user.click(await screen.findByRole('button', { name: failedReset.subject }))
    await user.click(await screen.findByRole('button', { name: 'Resend' }))

    const toasts = screen.getByRole('region', { name: /notifications/i })
    expect(await within(toasts).findByText('Only failed or sent mails can be sent again')).toBeInTheDocument()
  })
})
