import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { StoredMessage, Subscriber } from '@common/schemas/messages'
import type { User } from '@common/schemas/auth'
import { mockAdminApi, staffMember } from '../shared/test/mock-admin-api'
import { jsonResponse, type ApiHandler } from '../../../test/mock-api'
import { renderApp } from '../../../test/render-app'

function storedMessage(overrides: Partial<StoredMessage>): StoredMessage {
  return {
    _id: 'm00000000000000000000001',
    kind: 'contact',
    name: 'Asha Verma',
    email: 'asha@example.com',
    subject: null,
    message: 'Hello',
    userId: null,
    createdAt: '2025-03-09T06:30:00.000Z',
    handledAt: null,
    isHandled: false,
    ...overrides,
  }
}

const restockQuestion = storedMessage({
  _id: 'm00000000000000000000001',
  message: 'Will the Gojo figure be back in stock?\nI would like two.',
})
const thanks = storedMessage({
  _id: 'm00000000000000000000002',
  name: 'Rohan Mehta',
  email: 'rohan@example.com',
  message: 'Thanks for the quick delivery!',
  createdAt: '2025-03-08T06:30:00.000Z',
  isHandled: true,
  handledAt: '2025-03-08T08:00:00.000Z',
})
const damagedBox = storedMessage({
  _id: 'm00000000000000000000003',
  kind: 'support',
  name: 'Priya Nair',
  email: 'priya@example.com',
  subject: 'Damaged box',
  message: 'The box of order #64B7F0C2 arrived crushed.',
})

/**
 * A small in-memory messages server: it filters by the query the screen sends and remembers PATCHes,
 * so the list and the not-handled count change the way the real server's would.
 */
function fakeMessagesServer(initial: StoredMessage[]) {
  const messages = initial.map((message) => ({ ...message }))
  let query = new URLSearchParams()
  const list: ApiHandler = () => {
    const search = query.get('search')?.toLowerCase()
    const matching = messages.filter(
      (message) =>
        (!query.get('kind') || message.kind === query.get('kind')) &&
        (!query.get('handled') || String(message.isHandled) === query.get('handled')) &&
        (!search || `${message.name} ${message.email} ${message.message}`.toLowerCase().includes(search)),
    )
    return jsonResponse(200, {
      success: true,
      messages: matching,
      total: matching.length,
      unhandled: messages.filter((message) => !message.isHandled).length,
      currentPage: 1,
      totalPages: 1,
    })
  }
  const routes: Record<string, ApiHandler> = { 'GET /api/messages': list }
  for (const message of messages) {
    routes[`PATCH /api/messages/${message._id}`] = ({ body }) => {
      const handled = (body as { handled: boolean }).handled
      Object.assign(message, { isHandled: handled, handledAt: handled ? '2025-03-10T04:30:00.000Z' : null })
      return jsonResponse(200, message)
    }
  }
  return {
    routes,
    /** The mock API keys routes by path only; the list handler reads the query of the call it answers. */
    captureQueries() {
      const inner = globalThis.fetch
      vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
        query = new URL(String(input), 'http://localhost').searchParams
        return inner(input, init)
      })
    },
  }
}

function openMessagesTab(
  routes: Record<string, ApiHandler | ApiHandler[]>,
  {
    section = '',
    beforeRender = () => {},
    as,
  }: { section?: string; beforeRender?: () => void; as?: User } = {},
) {
  const api = mockAdminApi(routes, { as })
  beforeRender()
  return { ...api, ...renderApp(`/admin?tab=messages${section}`) }
}

function openWithMessages(initial: StoredMessage[]) {
  const server = fakeMessagesServer(initial)
  return openMessagesTab(server.routes, { beforeRender: server.captureQueries })
}

const messageCard = (name: string) => screen.getByRole('article', { name })

describe('admin messages tab', () => {
  it('offers contact messages, support requests and newsletter subscribers as labelled sections', async () => {
    openWithMessages([restockQuestion, thanks, damagedBox])

    const sections = await screen.findByRole('tablist', { name: 'Message sections' })
    expect(
      within(sections)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Contact messages', 'Support requests', 'Newsletter subscribers'])
    expect(within(sections).getByRole('tab', { name: 'Contact messages' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    // Headings in order: the page's h1, the tab's h2 (for screen readers only), a level 3 per message.
    expect(screen.getByRole('region', { name: 'Messages' })).toContainElement(
      screen.getByRole('heading', { name: 'Messages', level: 2 }),
    )
    expect(await screen.findByRole('heading', { name: 'Asha Verma', level: 3 })).toBeInTheDocument()
  })

  it('shows staff the messages to answer, without the newsletter subscribers or the outbox', async () => {
    const server = fakeMessagesServer([restockQuestion, thanks, damagedBox])
    const { requestsTo } = openMessagesTab(server.routes, {
      section: '&section=subscribers&view=outbox',
      beforeRender: server.captureQueries,
      as: staffMember,
    })

    const sections = await screen.findByRole('tablist', { name: 'Message sections' })
    expect(
      within(sections)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Contact messages', 'Support requests'])
    expect(within(sections).getByRole('tab', { name: 'Contact messages' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    expect(screen.queryByText('Outbox')).not.toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Asha Verma', level: 3 })).toBeInTheDocument()
    expect(requestsTo('GET', '/api/newsletter/subscribers')).toHaveLength(0)
    expect(requestsTo('GET', '/api/outbox')).toHaveLength(0)
  })

  it('lists contact messages with name, mail link, date, status and the text with its line breaks', async () => {
    openWithMessages([restockQuestion, thanks, damagedBox])

    const asha = await screen.findByRole('article', { name: 'Asha Verma' })
    expect(within(asha).getByRole('link', { name: 'asha@example.com' })).toHaveAttribute(
      'href',
      'mailto:asha@example.com',
    )
    expect(within(asha).getByText('9 Mar 2025, 12:00 pm')).toBeInTheDocument()
    expect(within(asha).getByText('Not handled')).toBeInTheDocument()
    const text = within(asha).getByText(/Will the Gojo figure/)
    expect(text.textContent).toBe('Will the Gojo figure be back in stock?\nI would like two.')
    expect(text).toHaveClass('whitespace-pre-wrap')

    expect(within(messageCard('Rohan Mehta')).getByText('Handled 8 Mar 2025, 1:30 pm')).toBeInTheDocument()
    expect(screen.queryByRole('article', { name: 'Priya Nair' })).not.toBeInTheDocument()
    expect(screen.getByText('2 messages')).toBeInTheDocument()
    // The count covers both kinds: the support request waits too.
    expect(await screen.findByText('2 not handled')).toBeInTheDocument()
  })

  it('shows support requests with their subject', async () => {
    const { user } = openWithMessages([restockQuestion, damagedBox])

    await user.click(await screen.findByRole('tab', { name: 'Support requests' }))

    const priya = await screen.findByRole('article', { name: 'Priya Nair' })
    expect(within(priya).getByText('Damaged box')).toBeInTheDocument()
    expect(within(priya).getByText('The box of order #64B7F0C2 arrived crushed.')).toBeInTheDocument()
    expect(screen.queryByRole('article', { name: 'Asha Verma' })).not.toBeInTheDocument()
  })

  it('marks a message handled with PATCH {handled:true}, toasts, and lowers the not-handled count', async () => {
    const { user, requestsTo } = openWithMessages([restockQuestion, thanks, damagedBox])
    await screen.findByText('2 not handled')

    await user.click(within(messageCard('Asha Verma')).getByRole('button', { name: 'Mark handled' }))

    expect(await screen.findByText('Message marked as handled')).toBeInTheDocument()
    expect(requestsTo('PATCH', `/api/messages/${restockQuestion._id}`)[0]?.body).toEqual({ handled: true })
    expect(await screen.findByText('1 not handled')).toBeInTheDocument()
    expect(within(messageCard('Asha Verma')).getByRole('button', { name: 'Mark not handled' })).toBeEnabled()
    // The dashboard's tab badge reads the same count.
    expect(screen.getByRole('tab', { name: /Messages/ })).toHaveTextContent('1 not handled')

    await user.click(within(messageCard('Rohan Mehta')).getByRole('button', { name: 'Mark not handled' }))
    expect(await screen.findByText('Message marked as not handled')).toBeInTheDocument()
    expect(requestsTo('PATCH', `/api/messages/${thanks._id}`)[0]?.body).toEqual({ handled: false })
    expect(await screen.findByText('2 not handled')).toBeInTheDocument()
  })

  it('toasts a failure and keeps the message as it was', async () => {
    const { user } = openMessagesTab({
      ...fakeMessagesServer([restockQuestion]).routes,
      [`PATCH /api/messages/${restockQuestion._id}`]: () =>
        jsonResponse(404, { success: false, message: 'Message not found' }),
    })

    const asha = await screen.findByRole('article', { name: 'Asha Verma' })
    await user.click(within(asha).getByRole('button', { name: 'Mark handled' }))

    expect(await screen.findByText('Failed to update message')).toBeInTheDocument()
    expect(screen.getByText('Message not found')).toBeInTheDocument()
    expect(within(messageCard('Asha Verma')).getByText('Not handled')).toBeInTheDocument()
  })

  it('filters to messages not handled yet', async () => {
    const { user } = openWithMessages([restockQuestion, thanks])
    await screen.findByRole('article', { name: 'Rohan Mehta' })

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Not handled')

    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Rohan Mehta' })).not.toBeInTheDocument(),
    )
    expect(messageCard('Asha Verma')).toBeInTheDocument()
  })

  it('searches on the server after a pause in typing, and says when nothing matches', async () => {
    const { user, fetchMock } = openWithMessages([restockQuestion, thanks])
    await screen.findByRole('article', { name: 'Rohan Mehta' })

    await user.type(screen.getByRole('searchbox', { name: 'Search contact messages' }), 'gojo')

    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Rohan Mehta' })).not.toBeInTheDocument(),
    )
    expect(messageCard('Asha Verma')).toBeInTheDocument()
    const searches = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost').searchParams.get('search'))
      .filter(Boolean)
    expect(searches).toEqual(['gojo'])

    await user.clear(screen.getByRole('searchbox', { name: 'Search contact messages' }))
    await user.type(screen.getByRole('searchbox', { name: 'Search contact messages' }), 'naruto')
    expect(await screen.findByText('No messages found')).toBeInTheDocument()
  })

  it("says 'Failed to load messages' when the list cannot be loaded", async () => {
    openMessagesTab({
      'GET /api/messages': () => jsonResponse(403, { success: false, message: 'Admins only' }),
    })
    expect(await screen.findByText('Failed to load messages')).toBeInTheDocument()
  })

  it('lists newsletter subscribers with their subscription date, total and search', async () => {
    const subscribers: Subscriber[] = [
      { _id: 's1', email: 'fan@example.com', subscribedAt: '2025-03-09T06:30:00.000Z' },
      { _id: 's2', email: 'otaku@example.com', subscribedAt: '2025-03-01T06:30:00.000Z' },
    ]
    const { user, fetchMock } = openMessagesTab(
      {
        ...fakeMessagesServer([]).routes,
        'GET /api/newsletter/subscribers': [
          () => jsonResponse(200, { success: true, subscribers, total: 2, currentPage: 1, totalPages: 1 }),
          () =>
            jsonResponse(200, { success: true, subscribers: [], total: 0, currentPage: 1, totalPages: 0 }),
        ],
      },
      { section: '&section=subscribers' },
    )

    const table = await screen.findByRole('table', { name: 'Newsletter subscribers' })
    const [, fan, otaku] = within(table).getAllByRole('row')
    expect(within(fan!).getByRole('link', { name: 'fan@example.com' })).toHaveAttribute(
      'href',
      'mailto:fan@example.com',
    )
    expect(within(fan!).getByText('9 Mar 2025, 12:00 pm')).toBeInTheDocument()
    expect(within(otaku!).getByText('otaku@example.com')).toBeInTheDocument()
    expect(screen.getByText('2 subscribers')).toBeInTheDocument()

    await user.type(screen.getByRole('searchbox', { name: 'Search subscribers' }), 'zoro')

    expect(await screen.findByText('No subscribers found')).toBeInTheDocument()
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(
      '/api/newsletter/subscribers?page=1&limit=20&search=zoro',
    )
  })
})
