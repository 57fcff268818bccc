import { describe, expect, it } from 'vitest'
import { secondStepLimitMail, twoFactorDisabledMail, twoFactorEnabledMail } from './two-factor-mails'

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

describe('the mail when wrong sign-in codes reach their limit', () => {
  const data = { origin: ORIGIN, name: 'Aarav', at: AT, wrongCodes: 10, minutes: 15 }

  it('says how many codes in how long, that whoever tried knows the password, and to change it', () => {
    const mail = secondStepLimitMail(data)
    expect(mail.subject).toContain('Someone with your password is trying codes')
    for (const version of [mail.html, mail.text]) {
      expect(version).toContain('10 wrong two-step sign-in codes')
      expect(version).toContain('within 15 minutes')
      expect(version).toContain('24 Nov 2026, 5:30 pm IST')
      expect(version).toContain(`${ORIGIN}/forgot-password`)
    }
    expect(mail.text).toContain('whoever entered them knows your password')
    expect(mail.text).toContain("If this wasn't you, change your password now")
    expect(secondStepLimitMail({ ...data, wrongCodes: 20, minutes: 24 * 60 }).text).toContain(
      '20 wrong two-step sign-in codes had been entered for your AnimeVerse account within 24 hours',
    )
  })

  it('escapes a name with markup', () => {
    const mail = secondStepLimitMail({ ...data, name: '<b>Aarav</b>' })
    expect(mail.html).toContain('&lt;b&gt;Aarav&lt;/b&gt;')
    expect(mail.html).not.toContain('<b>Aarav')
  })
})
