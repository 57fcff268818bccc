import { describe, expect, it } from 'vitest'
import { resolvePostAuthPath, toSafeReturnPath } from './post-auth-path'

const params = (query: string) => new URLSearchParams(query)

describe('post-auth path', () => {
  it('accepts only paths on this site', () => {
    expect(toSafeReturnPath('/cart')).toBe('/cart')
    expect(toSafeReturnPath('/orders/1?x=2')).toBe('/orders/1?x=2')
    expect(toSafeReturnPath('//evil.example')).toBeUndefined()
    expect(toSafeReturnPath('/\\evil.example')).toBeUndefined()
    expect(toSafeReturnPath('https://evil.example')).toBeUndefined()
    expect(toSafeReturnPath('cart')).toBeUndefined()
    expect(toSafeReturnPath(null)).toBeUndefined()
  })

  it('sends admins to /admin, staff to the orders tab and others to returnTo, then redirect, then home', () => {
    expect(resolvePostAuthPath({ role: 'admin' }, params('returnTo=/cart'))).toBe('/admin')
    expect(resolvePostAuthPath({ role: 'staff' }, params('returnTo=/cart'))).toBe('/admin?tab=orders')
    expect(resolvePostAuthPath({ role: 'user' }, params('returnTo=/cart&redirect=/orders'))).toBe('/cart')
    expect(resolvePostAuthPath({ role: 'user' }, params('redirect=/orders'))).toBe('/orders')
    expect(resolvePostAuthPath({ role: 'user' }, params('returnTo=//evil.example'))).toBe('/')
    expect(resolvePostAuthPath({ role: 'user' }, params(''))).toBe('/')
  })
})
