import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mockApi } from '../../../test/mock-api'
import { renderApp } from '../../../test/render-app'

describe('privacy page', () => {
  it('says what deletion keeps, for how long and under which law', () => {
    mockApi({})
    renderApp('/privacy')

    const retention = screen.getByRole('region', { name: 'How long we keep it' })
    expect(retention).toHaveTextContent(/72 months after the due date of the annual GST return/)
    expect(retention).toHaveTextContent(/section 36 of the Central Goods and Services Tax Act and rule 56/)
    expect(
      within(retention).getByRole('heading', { name: 'What we keep when you delete your account' }),
    ).toBeInTheDocument()
    expect(retention).toHaveTextContent(/delivery name, address and phone number the order was sent to/)
    expect(retention).not.toHaveTextContent(/until you ask us to delete your account/)
  })

  it('names the rights and sends the reader to the profile to use them', () => {
    mockApi({})
    renderApp('/privacy')

    const rights = screen.getByRole('region', { name: 'Your rights' })
    for (const right of ['Access:', 'Correction:', 'Erasure:', 'Withdrawing consent:'])
      expect(within(rights).getByText(right)).toBeInTheDocument()
    expect(within(rights).getByRole('link', { name: 'profile' })).toHaveAttribute('href', '/profile')
  })
})
