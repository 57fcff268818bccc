import { lazy, Suspense, useRef, useState } from 'react'
import { ShieldCheck, ShieldOff } from 'lucide-react'
import type { User } from '@common/schemas/auth'
import { isApiError, NO_RESPONSE_MESSAGE } from '../../../api/api-error'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { Spinner } from '../../../components/ui/spinner'
import { useSession } from '../../../lib/session-context'
import { useStartTwoFactorSetup } from '../api/start-two-factor-setup'
import { TurnOffTwoFactorForm } from './turn-off-two-factor-form'

export const SETUP_FAILED_MESSAGE = 'Could not start the set-up. Please try again.'

// The set-up panel brings the QR library: fetched when someone sets up, never with the rest of the profile.
const loadSetupPanel = () => import('./two-factor-setup-panel')
const TwoFactorSetupPanel = lazy(() =>
  loadSetupPanel().then((module) => ({ default: module.TwoFactorSetupPanel })),
)

/** The profile's two-step sign-in: whether it is on, setting it up, and turning it off. */
export function TwoFactorSection({ user }: { user: User }) {
  const { refreshUser } = useSession()
  const setup = useStartTwoFactorSetup()
  // The panel stays open after the code is accepted (the account is on by then) until the codes are kept.
  const [isSettingUp, setIsSettingUp] = useState(false)
  const statusRef = useRef<HTMLParagraphElement>(null)
  const isOn = user.twoFactorEnabled

  // The session's user says whether it is on; a failed re-read leaves it as it was, the server's answer stands.
  const showServerState = () => void refreshUser().catch(() => undefined)

  const startSetup = () => {
    // The panel's code travels while the server makes the secret.
    loadSetupPanel().catch(() => undefined)
    setIsSettingUp(true)
    setup.mutate()
  }

  const closeSetup = () => {
    setIsSettingUp(false)
    setup.reset()
    statusRef.current?.focus()
  }

  const StatusIcon = isOn ? ShieldCheck : ShieldOff
  return (
    <div className="space-y-5">
      <p
        ref={statusRef}
        tabIndex={-1}
        className="flex items-center gap-2 text-sm text-slate-300 outline-none"
      >
        <StatusIcon aria-hidden="true" className={`size-5 ${isOn ? 'text-emerald-300' : 'text-slate-400'}`} />
        Status:{' '}
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${
            isOn ? 'bg-emerald-400/15 text-emerald-200' : 'bg-white/10 text-slate-200'
          }`}
        >
          {isOn ? 'On' : 'Off'}
        </span>
      </p>
      {isSettingUp ? (
        <SetupStep
          setup={setup}
          email={user.email}
          onRetry={() => setup.mutate()}
          onEnabled={showServerState}
          onClose={closeSetup}
        />
      ) : isOn ? (
        <>
          <p className="text-sm text-slate-400">
            To turn it off, enter your password and a code from your app (or one of your recovery codes).
          </p>
          <TurnOffTwoFactorForm email={user.email} onTurnedOff={showServerState} />
        </>
      ) : (
        <Button onClick={startSetup}>Set up two-step sign-in</Button>
      )}
    </div>
  )
}

type SetupStepProps = {
  setup: ReturnType<typeof useStartTwoFactorSetup>
  email: string
  onRetry: () => void
  onEnabled: () => void
  onClose: () => void
}

function SetupStep({ setup, email, onRetry, onEnabled, onClose }: SetupStepProps) {
  const preparing = <Spinner label="Preparing the set-up" showLabel />
  if (setup.isError) {
    return (
      <div className="space-y-4">
        <FormAlert message={describeSetupError(setup.error)} />
        <div className="flex gap-3">
          <Button onClick={onRetry}>Try again</Button>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </div>
    )
  }
  if (!setup.data) return preparing
  return (
    <Suspense fallback={preparing}>
      <TwoFactorSetupPanel setup={setup.data} email={email} onEnabled={onEnabled} onClose={onClose} />
    </Suspense>
  )
}

function describeSetupError(error: unknown): string {
  if (!isApiError(error)) return SETUP_FAILED_MESSAGE
  if (!error.hasResponse) return NO_RESPONSE_MESSAGE
  return error.status < 500 ? (error.serverMessage ?? SETUP_FAILED_MESSAGE) : SETUP_FAILED_MESSAGE
}
