import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import {
  twoFactorEnableInputSchema,
  WRONG_PASSWORD_MESSAGE,
  WRONG_TWO_FACTOR_CODE_MESSAGE,
} from '@common/schemas/two-factor'
import { isApiError, NO_RESPONSE_MESSAGE } from '../../../api/api-error'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { PasswordField } from '../../../components/ui/password-field'
import { TextField } from '../../../components/ui/text-field'
import { useEnableTwoFactor } from '../api/enable-two-factor'
import type { TwoFactorSetup } from '../api/start-two-factor-setup'
import { useCopyText } from '../use-copy-text'
import { QrCode } from './qr-code'
import { RecoveryCodes } from './recovery-codes'

export const ENABLE_FAILED_MESSAGE = 'Could not turn on two-step sign-in. Please try again.'
export const SECRET_COPY_FAILED_MESSAGE =
  'This browser did not let the page copy. Select the key and copy it.'

/** The secret in groups of four, as authenticator apps show and accept it. */
export function groupSecret(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret
}

type TwoFactorSetupPanelProps = {
  setup: TwoFactorSetup
  email: string
  /** Two-step sign-in has just been turned on (the recovery codes are on screen). */
  onEnabled: () => void
  /** The person is done with the panel: turned on and codes kept, or cancelled. */
  onClose: () => void
}

/**
 * Loaded only when a person sets up two-step sign-in (the QR library with it): the QR code and the secret for the
 * app, a code from the app to turn it on, then the recovery codes.
 */
export function TwoFactorSetupPanel({ setup, email, onEnabled, onClose }: TwoFactorSetupPanelProps) {
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)

  // The button that opened the panel is gone: its heading is where reading starts.
  useEffect(() => headingRef.current?.focus(), [])

  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} email={email} onDone={onClose} />

  const turnedOn = (codes: string[]) => {
    setRecoveryCodes(codes)
    onEnabled()
  }

  return (
    <div className="space-y-5 rounded-xl border border-white/10 bg-night-950/40 p-4 sm:p-5">
      <h3 ref={headingRef} tabIndex={-1} className="font-sans text-base font-bold text-white outline-none">
        Set up two-step sign-in
      </h3>
      <ol className="list-decimal space-y-5 pl-5 text-sm text-slate-300 marker:text-slate-400">
        <li>
          <p>
            Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator,
            1Password, Aegis or similar).
          </p>
          <QrCode
            text={setup.otpauthUrl}
            label="QR code to add this account to an authenticator app"
            className="mt-3 size-48 rounded-md sm:size-56"
          />
        </li>
        <li>
          <SecretKey secret={setup.secret} />
        </li>
        <li>
          <p className="mb-3">Enter the 6-digit code the app shows.</p>
          <EnableForm onTurnedOn={turnedOn} onCancel={onClose} />
        </li>
      </ol>
    </div>
  )
}

function SecretKey({ secret }: { secret: string }) {
  const { outcome, copy } = useCopyText()
  return (
    <>
      <p>Can’t scan it? Type this key into the app instead:</p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <code className="rounded-lg bg-night-950/70 px-3 py-2 font-mono text-base tracking-wider break-words text-slate-100">
          {groupSecret(secret)}
        </code>
        <Button variant="ghost" className="border border-white/15" onClick={() => void copy(secret)}>
          {outcome === 'copied' ? 'Key copied' : 'Copy key'}
        </Button>
      </div>
      {outcome === 'failed' && (
        <p role="alert" className="mt-2 text-rose-300">
          {SECRET_COPY_FAILED_MESSAGE}
        </p>
      )}
    </>
  )
}

function EnableForm({
  onTurnedOn,
  onCancel,
}: {
  onTurnedOn: (codes: string[]) => void
  onCancel: () => void
}) {
  const { mutateAsync: enableTwoFactor } = useEnableTwoFactor()
  const [errorMessage, setErrorMessage] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(twoFactorEnableInputSchema),
    defaultValues: { password: '', code: '' },
  })

  const turnOn = handleSubmit(async (input) => {
    setErrorMessage(null)
    try {
      onTurnedOn(await enableTwoFactor(input))
    } catch (error) {
      if (!isApiError(error)) return setErrorMessage(ENABLE_FAILED_MESSAGE)
      if (!error.hasResponse) return setErrorMessage(NO_RESPONSE_MESSAGE)
      if (error.serverMessage === WRONG_PASSWORD_MESSAGE || error.serverField === 'password') {
        return setError('password', { message: error.serverMessage }, { shouldFocus: true })
      }
      if (error.serverMessage === WRONG_TWO_FACTOR_CODE_MESSAGE || error.serverField === 'code') {
        return setError('code', { message: error.serverMessage }, { shouldFocus: true })
      }
      // No set-up waiting, or already on in another tab: the server's words say what to do.
      setErrorMessage(
        error.status < 500 ? (error.serverMessage ?? ENABLE_FAILED_MESSAGE) : ENABLE_FAILED_MESSAGE,
      )
    }
  })

  return (
    <form onSubmit={turnOn} noValidate className="space-y-4" aria-busy={isSubmitting}>
      {errorMessage && <FormAlert message={errorMessage} />}
      <PasswordField
        label="Password"
        autoComplete="current-password"
        className="sm:max-w-80"
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label="6-digit code"
        autoComplete="one-time-code"
        inputMode="numeric"
        placeholder="123456"
        className="sm:max-w-56"
        error={errors.code?.message}
        {...register('code')}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Turning on...' : 'Turn on'}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
