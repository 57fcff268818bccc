import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  TWO_FACTOR_NOT_SET_UP_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
  WRONG_TWO_FACTOR_CODE_MESSAGE,
} from '@common/schemas/two-factor'
import type { User } from '@common/schemas/auth'
import { shopper, storeSignedInUser } from '../../../test/fixtures'
import { jsonResponse, mockApi, type ApiHandler } from '../../../test/mock-api'
import { renderApp } from '../../../test/render-app'
import { RECOVERY_CODES_COPY_FAILED_MESSAGE, RECOVERY_CODES_FILE_NAME } from './recovery-codes'

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'
const OTPAUTH_URL = `otpauth://totp/Anime%20Merch%20Shop:asha%40example.com?secret=${SECRET}&issuer=Anime%20Merch%20Shop`
const RECOVERY_CODES = Array.from({ length: 10 }, (_, index) => `abcd${index}-efgh${index}`)
const QR_NAME = 'QR code to add this account to an authenticator app'

/** The account as the server holds it: a successful enable or disable changes what the profile answers. */
const server = { user: shopper }

const turnsTwoFactor =
  (isOn: boolean, answer: Record<string, unknown>): ApiHandler =>
  () => {
    server.user = { ...server.user, twoFactorEnabled: isOn }
    return jsonResponse(200, { success: true, ...answer })
  }

function openProfile(user: User, routes: Record<string, ApiHandler | ApiHandler[]>) {
  server.user = user
  storeSignedInUser(user)
  const api = mockApi({
    'GET /api/users/profile': () => jsonResponse(200, { success: true, user: server.user }),
    ...routes,
  })
  const app = renderApp('/profile')
  return { ...api, ...app }
}

const twoFactorSection = async () =>
  within((await screen.findByRole('region', { name: 'Two-step sign-in' })) as HTMLElement)

function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(reader.result as string)
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'))
    reader.readAsText(file)
  })
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('two-step sign-in on the profile', () => {
  it('sets it up from the QR code and the key, refuses a wrong code, then shows the recovery codes once', async () => {
    const { user, requestsTo } = openProfile(shopper, {
      'POST /api/auth/2fa/setup': () =>
        jsonResponse(200, { success: true, secret: SECRET, otpauthUrl: OTPAUTH_URL }),
      'POST /api/auth/2fa/enable': [
        () => jsonResponse(400, { success: false, message: WRONG_PASSWORD_MESSAGE }),
        () => jsonResponse(400, { success: false, message: WRONG_TWO_FACTOR_CODE_MESSAGE }),
        turnsTwoFactor(true, { recoveryCodes: RECOVERY_CODES }),
      ],
    })
    const section = await twoFactorSection()
    expect(section.getByText('Off')).toBeInTheDocument()

    await user.click(section.getByRole('button', { name: 'Set up two-step sign-in' }))

    const qrCode = await section.findByRole('img', { name: QR_NAME })
    expect(qrCode.tagName.toLowerCase()).toBe('svg')
    expect(qrCode).toHaveAttribute('shape-rendering', 'crispEdges')
    expect(qrCode.querySelectorAll('rect').length).toBeGreaterThan(20)
    expect(section.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument()
    expect(requestsTo('POST', '/api/auth/2fa/setup')).toHaveLength(1)

    const codeField = section.getByLabelText('6-digit code')
    expect(codeField).toHaveAttribute('autocomplete', 'one-time-code')
    expect(codeField).toHaveAttribute('inputmode', 'numeric')
    // The password is asked too: a stolen session alone cannot turn it on.
    const passwordField = section.getByLabelText('Password')
    await user.type(passwordField, 'not-my-password')
    await user.type(codeField, '111111')
    await user.click(section.getByRole('button', { name: 'Turn on' }))
    expect(await section.findByText(WRONG_PASSWORD_MESSAGE)).toBeInTheDocument()
    expect(passwordField).toHaveAccessibleDescription(WRONG_PASSWORD_MESSAGE)

    await user.clear(passwordField)
    await user.type(passwordField, 'password-123')
    await user.click(section.getByRole('button', { name: 'Turn on' }))

    expect(await section.findByText(WRONG_TWO_FACTOR_CODE_MESSAGE)).toBeInTheDocument()
    expect(codeField).toHaveAccessibleDescription(WRONG_TWO_FACTOR_CODE_MESSAGE)

    await user.clear(codeField)
    await user.type(codeField, '287 082')
    await user.click(section.getByRole('button', { name: 'Turn on' }))

    const codes = await section.findByRole('list', { name: 'Recovery codes' })
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(RECOVERY_CODES)
    expect(requestsTo('POST', '/api/auth/2fa/enable').map((request) => request.body)).toEqual([
      { password: 'not-my-password', code: '111111' },
      { password: 'password-123', code: '111111' },
      { password: 'password-123', code: '287082' },
    ])
    expect(section.getByRole('button', { name: 'Download' })).toBeInTheDocument()
    expect(section.getByRole('button', { name: 'Copy' })).toBeInTheDocument()
    // The session's user is read again: the status says On while the codes are still on screen.
    expect(await section.findByText('On')).toBeInTheDocument()
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({ twoFactorEnabled: true })

    await user.click(section.getByRole('button', { name: 'Done' }))

    expect(section.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument()
    expect(section.getByRole('button', { name: 'Turn off' })).toBeInTheDocument()
  })

  it('downloads the recovery codes as a text file and copies them', async () => {
    const { user } = await openWithRecoveryCodes()
    // jsdom has no object URLs: record the file handed to the browser instead.
    const createObjectURL = vi.fn((_file: Blob) => 'blob:codes')
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() })
    const clicked: HTMLAnchorElement[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this)
    })
    const writeText = vi.spyOn(navigator.clipboard, 'writeText')

    await user.click(screen.getByRole('button', { name: 'Download' }))

    expect(clicked[0]?.download).toBe(RECOVERY_CODES_FILE_NAME)
    const file = createObjectURL.mock.calls[0]![0]
    expect(file.type).toBe('text/plain')
    const saved = await readText(file)
    expect(saved).toContain('asha@example.com')
    for (const code of RECOVERY_CODES) expect(saved).toContain(`\n${code}\n`)

    await user.click(screen.getByRole('button', { name: 'Copy' }))

    expect(writeText).toHaveBeenCalledTimes(1)
    expect(writeText.mock.calls[0]![0]).toBe(saved)
    expect(await screen.findByText('Recovery codes copied.')).toHaveAttribute('role', 'status')
  })

  it('says how to keep the codes when the browser refuses to copy', async () => {
    const { user } = await openWithRecoveryCodes()
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Denied', 'NotAllowedError'),
    )

    await user.click(screen.getByRole('button', { name: 'Copy' }))

    expect(await screen.findByRole('alert')).toHaveTextContent(RECOVERY_CODES_COPY_FAILED_MESSAGE)
    expect(screen.queryByText('Recovery codes copied.')).not.toBeInTheDocument()
  })

  it('shows a refusal that is not about the code above the form', async () => {
    const { user } = openProfile(shopper, {
      'POST /api/auth/2fa/setup': () =>
        jsonResponse(200, { success: true, secret: SECRET, otpauthUrl: OTPAUTH_URL }),
      'POST /api/auth/2fa/enable': () =>
        jsonResponse(400, { success: false, message: TWO_FACTOR_NOT_SET_UP_MESSAGE }),
    })
    const section = await twoFactorSection()
    await user.click(section.getByRole('button', { name: 'Set up two-step sign-in' }))
    await user.type(await section.findByLabelText('Password'), 'password-123')
    await user.type(section.getByLabelText('6-digit code'), '123456')
    await user.click(section.getByRole('button', { name: 'Turn on' }))

    expect(await section.findByRole('alert')).toHaveTextContent(TWO_FACTOR_NOT_SET_UP_MESSAGE)
    expect(section.getByLabelText('6-digit code')).not.toHaveAttribute('aria-invalid')
  })

  it('checks the code has six digits before asking the server', async () => {
    const { user, requestsTo } = openProfile(shopper, {
      'POST /api/auth/2fa/setup': () =>
        jsonResponse(200, { success: true, secret: SECRET, otpauthUrl: OTPAUTH_URL }),
    })
    const section = await twoFactorSection()
    await user.click(section.getByRole('button', { name: 'Set up two-step sign-in' }))
    await user.type(await section.findByLabelText('Password'), 'password-123')
    await user.type(section.getByLabelText('6-digit code'), '12a')
    await user.click(section.getByRole('button', { name: 'Turn on' }))

    expect(await section.findByText('Enter the 6-digit code from your app')).toBeInTheDocument()
    expect(requestsTo('POST', '/api/auth/2fa/enable')).toHaveLength(0)
  })

  it('turns it off with the password and a code, showing each wrong one under its field', async () => {
    const withTwoFactor = { ...shopper, twoFactorEnabled: true }
    const { user, requestsTo } = openProfile(withTwoFactor, {
      'POST /api/auth/2fa/disable': [
        () => jsonResponse(400, { success: false, message: WRONG_PASSWORD_MESSAGE }),
        () => jsonResponse(400, { success: false, message: WRONG_TWO_FACTOR_CODE_MESSAGE }),
        turnsTwoFactor(false, { message: 'Two-step sign-in is off' }),
      ],
    })
    const section = await twoFactorSection()
    expect(section.getByText('On')).toBeInTheDocument()
    const password = section.getByLabelText('Password')
    const code = section.getByLabelText('Authentication code')

    await user.type(password, 'wrong-password')
    await user.type(code, '123456')
    await user.click(section.getByRole('button', { name: 'Turn off' }))

    expect(await section.findByText(WRONG_PASSWORD_MESSAGE)).toBeInTheDocument()
    expect(password).toHaveAccessibleDescription(WRONG_PASSWORD_MESSAGE)
    expect(password).toHaveFocus()

    await user.clear(password)
    await user.type(password, 'password-123')
    await user.click(section.getByRole('button', { name: 'Turn off' }))

    expect(await section.findByText(WRONG_TWO_FACTOR_CODE_MESSAGE)).toBeInTheDocument()
    expect(code).toHaveAccessibleDescription(WRONG_TWO_FACTOR_CODE_MESSAGE)

    await user.clear(code)
    await user.type(code, 'ABCDE-12345')
    await user.click(section.getByRole('button', { name: 'Turn off' }))

    expect(await section.findByRole('button', { name: 'Set up two-step sign-in' })).toBeInTheDocument()
    expect(section.getByText('Off')).toBeInTheDocument()
    expect(await screen.findByText('Two-step sign-in is off')).toBeInTheDocument()
    expect(requestsTo('POST', '/api/auth/2fa/disable').map((request) => request.body)).toEqual([
      { password: 'wrong-password', code: '123456' },
      { password: 'password-123', code: '123456' },
      { password: 'password-123', code: 'abcde12345' },
    ])
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({ twoFactorEnabled: false })
  })
})

async function openWithRecoveryCodes() {
  const app = openProfile(shopper, {
    'POST /api/auth/2fa/setup': () =>
      jsonResponse(200, { success: true, secret: SECRET, otpauthUrl: OTPAUTH_URL }),
    'POST /api/auth/2fa/enable': turnsTwoFactor(true, { recoveryCodes: RECOVERY_CODES }),
  })
  const section = await twoFactorSection()
  await app.user.click(section.getByRole('button', { name: 'Set up two-step sign-in' }))
  await app.user.type(await section.findByLabelText('Password'), 'password-123')
  await app.user.type(section.getByLabelText('6-digit code'), '287082')
  await app.user.click(section.getByRole('button', { name: 'Turn on' }))
  await section.findByRole('list', { name: 'Recovery codes' })
  return app
}
