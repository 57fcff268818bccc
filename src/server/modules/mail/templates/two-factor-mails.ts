import { SHOP_NAME } from '@common/shop-identity'
import { renderMail, type RenderedMail } from './mail-layout'
import { formatMailDateTime } from './order-mails'

export type TwoFactorMailData = {
  origin: string
  name: string
  /** When it was turned on or off (ISO-8601). */
  at: string
}

/**
 * Told whenever two-step sign-in is turned on or off, so that the owner of a stolen session or password learns of
 * it: a change they did not make points them to resetting the password, which ends every sign-in.
 */
function twoFactorChangedMail(data: TwoFactorMailData, turned: 'on' | 'off'): RenderedMail {
  const resetUrl = `${data.origin}/forgot-password`
  const when = formatMailDateTime(data.at)
  return renderMail({
    subject: `Two-step sign-in was turned ${turned} for your ${SHOP_NAME} account`,
    preheader: `Two-step sign-in was turned ${turned} on ${when}.`,
    heading: `Two-step sign-in is ${turned}`,
    blocks: [
      {
        kind: 'paragraph',
        text: `Hi ${data.name}, two-step sign-in was turned ${turned} for your ${SHOP_NAME} account on ${when}.`,
      },
      {
        kind: 'paragraph',
        text:
          turned === 'on'
            ? 'From now on, signing in asks for the code from your authenticator app after your password. Keep your recovery codes somewhere safe: each works once if you lose your phone.'
            : 'Signing in now asks for your password only. You can turn two-step sign-in on again from your profile.',
      },
      {
        kind: 'paragraph',
        text: "If this wasn't you, reset your password now: that signs every device out of your account.",
      },
      { kind: 'button', link: { label: 'Reset your password', url: resetUrl } },
      {
        kind: 'raw-link',
        intro: 'If the button does not work, copy this link into your browser:',
        url: resetUrl,
      },
    ],
    reason: `You are receiving this e-mail because the security settings of the ${SHOP_NAME} account with this address changed.`,
    origin: data.origin,
  })
}

export function twoFactorEnabledMail(data: TwoFactorMailData): RenderedMail {
  return twoFactorChangedMail(data, 'on')
}

export function twoFactorDisabledMail(data: TwoFactorMailData): RenderedMail {
  return twoFactorChangedMail(data, 'off')
}

export type SecondStepLimitMailData = TwoFactorMailData & {
  /** The limit reached: this many wrong codes within this many minutes. */
  wrongCodes: number
  minutes: number
}

function describeMinutes(minutes: number): string {
  if (minutes % (24 * 60) === 0) return minutes === 24 * 60 ? '24 hours' : `${minutes / (24 * 60)} days`
  return `${minutes} minutes`
}

/**
 * Told once when the account's wrong second-step codes reach their limit: only someone who typed the right password
 * gets to the code, so this is the owner's password in a stranger's hands, and changing it is what stops them.
 */
export function secondStepLimitMail(data: SecondStepLimitMailData): RenderedMail {
  const resetUrl = `${data.origin}/forgot-password`
  const when = formatMailDateTime(data.at)
  const within = describeMinutes(data.minutes)
  return renderMail({
    subject: `Someone with your password is trying codes on your ${SHOP_NAME} account`,
    preheader: `${data.wrongCodes} wrong sign-in codes within ${within}: change your password.`,
    heading: 'Someone is trying to sign in to your account',
    blocks: [
      {
        kind: 'paragraph',
        text: `Hi ${data.name}, by ${when}, ${data.wrongCodes} wrong two-step sign-in codes had been entered for your ${SHOP_NAME} account within ${within}. A code is asked for only after the right password, so whoever entered them knows your password.`,
      },
      {
        kind: 'paragraph',
        text: 'Two-step sign-in stopped them: codes for your account are refused for a while, and they are not signed in.',
      },
      {
        kind: 'paragraph',
        text: "If this wasn't you, change your password now: that stops them trying more codes and signs every device out of your account. Use a password you use nowhere else.",
      },
      { kind: 'button', link: { label: 'Change your password', url: resetUrl } },
      {
        kind: 'raw-link',
        intro: 'If the button does not work, copy this link into your browser:',
        url: resetUrl,
      },
    ],
    reason: `You are receiving this e-mail because of sign-in attempts on the ${SHOP_NAME} account with this address.`,
    origin: data.origin,
  })
}
