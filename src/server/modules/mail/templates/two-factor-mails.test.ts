import { describe, expect, it } from 'vitest'
import { twoFactorDisabledMail, twoFactorEnabledMail } from './two-factor-mails'

const ORIGIN = 'https://animeverse.in'
const AT = '2026-11-24T12:00:00.000Z'

describe.each([
  ['on', twoFactorEnabledMail],
  ['off', twoFactorDisabledMail],
] as const)('the two-step sign-in turned %s mail', (turned, render) => {
  it('says what changed and when, in India, and tells someone who did not do it to reset the password', () => {
    const mail = render({ origin: ORIGIN, name: 'Aarav', at: AT })
    expect(mail.subject).toContain(`turned ${turned}`)
    for (const version of [mail.html, mail.text]) {
      expect(version).toContain(`two-step sign-in was turned ${turned}`)
      expect(version).toContain('24 Nov 2026, 5:30 pm IST')
      expect(version).toContain(`${ORIGIN}/forgot-password`)
    }
    expect(mail.text).toContain("If this wasn't you, reset your password")
    expect(mail.html).toContain('If this wasn&#39;t you, reset your password')
  })

  it('escapes a name with markup', () => {
    const mail = render({ origin: ORIGIN, name: '<b>Aarav</b>', at: AT })
    expect(mail.html).toContain('&lt;b&gt;Aarav&lt;/b&gt;')
    expect(mail.html).not.toContain('<b>Aarav')
  })
})
