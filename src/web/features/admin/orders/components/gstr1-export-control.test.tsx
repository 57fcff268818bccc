import { fireEvent, screen, waitFor } from '@testing-library/react'
import { toast } from 'sonner'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, type ApiHandler } from '../../../../test/mock-api'
import { renderApp } from '../../../../test/render-app'
import { mockAdminApi, orderList } from '../../shared/test/admin-order-fixtures'
import { staffMember } from '../../shared/test/mock-admin-api'
import { GSTR1_FAILED_MESSAGE, previousShopMonth } from './gstr1-export-control'

const GSTR1 = 'GET /api/orders/export/gstr1'

function openOrdersTab(gstr1: ApiHandler, options?: Parameters<typeof mockAdminApi>[1]) {
  const api = mockAdminApi(
    { 'GET /api/orders': () => jsonResponse(200, orderList([])), [GSTR1]: gstr1 },
    options,
  )
  return { ...api, ...renderApp('/admin?tab=orders') }
}

afterEach(() => {
  toast.dismiss()
})

describe('previousShopMonth', () => {
  it('is the month before today in IST, across a year and the IST midnight', () => {
    expect(previousShopMonth(new Date('2026-11-29T12:00:00Z'))).toBe('2026-10')
    expect(previousShopMonth(new Date('2026-01-15T12:00:00Z'))).toBe('2025-12')
    // 31 October 18:30 UTC is 1 November 00:00 IST: the month to file is October.
    expect(previousShopMonth(new Date('2026-10-31T18:30:00Z'))).toBe('2026-10')
    expect(previousShopMonth(new Date('2026-10-31T18:29:00Z'))).toBe('2026-09')
  })
})

describe('the GSTR-1 export on the orders tab', () => {
  it('downloads the chosen month’s ZIP, last month being the one offered', async () => {
    const createObjectURL = vi.fn((_file: Blob) => 'blob:gstr1')
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() })
    const clicked: HTMLAnchorElement[] = []
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this)
    })
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0xff, 0x00, 0x80])
    const { requests, user } = openOrdersTab(
      () => new Response(zip, { headers: { 'Content-Type': 'application/zip' } }),
    )

    const month = await screen.findByLabelText('GSTR-1 month')
    expect(month).toHaveValue(previousShopMonth(new Date()))
    fireEvent.change(month, { target: { value: '2026-10' } })
    await user.click(screen.getByRole('button', { name: 'Download GSTR-1' }))

    await waitFor(() => expect(click).toHaveBeenCalledTimes(1))
    expect(
      requests.filter((request) => request.path === '/api/orders/export/gstr1').map((r) => r.search),
    ).toEqual(['?month=2026-10'])
    expect(clicked[0]!.download).toBe('gstr1-2026-10.zip')
    // The bytes as the server sent them: a ZIP read as text would not survive.
    const saved = new Uint8Array(await createObjectURL.mock.calls[0]![0].arrayBuffer())
    expect([...saved]).toEqual([...zip])
    click.mockRestore()
  })

  it('asks for a month before sending anything', async () => {
    const { requests, user } = openOrdersTab(() => jsonResponse(500, {}))
    fireEvent.change(await screen.findByLabelText('GSTR-1 month'), { target: { value: '' } })
    await user.click(screen.getByRole('button', { name: 'Download GSTR-1' }))
    expect(await screen.findByText('Month must be YYYY-MM, e.g. 2026-11')).toBeInTheDocument()
    expect(screen.getByLabelText('GSTR-1 month')).toHaveAttribute('aria-invalid', 'true')
    expect(requests.some((request) => request.path === '/api/orders/export/gstr1')).toBe(false)
  })

  it('says so when the server refuses', async () => {
    const { user } = openOrdersTab(() =>
      jsonResponse(400, { success: false, message: 'Month must be YYYY-MM, e.g. 2026-11' }),
    )
    await screen.findByLabelText('GSTR-1 month')
    await user.click(screen.getByRole('button', { name: 'Download GSTR-1' }))
    expect(await screen.findByText(GSTR1_FAILED_MESSAGE)).toBeInTheDocument()
  })

  it('is not offered to staff, whom the server refuses', async () => {
    openOrdersTab(() => jsonResponse(403, {}), { as: staffMember })
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Download GSTR-1' })).not.toBeInTheDocument()
  })
})
