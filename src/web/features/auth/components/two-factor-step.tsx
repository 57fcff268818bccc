import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { z } from 'zod'
import {
  TWO_FACTOR_CHALLENGE_ENDED_MESSAGE,
  totpCodeSchema,
  twoFactorCodeSchema,
} from '@common/schemas/two-factor'
import { isApiError } from '../../../api/api-error'
import { Button } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/text-field'
import { useSession } from '../../../lib/session-context'
import { describeTwoFactorError } from '../auth-error-messages'

type CodeKind = 'app' | 'recovery'

const codeFormSchemas = {
  app: z.object({ code: totpCodeSchema }),
  recovery: z.object({ code: twoFactorCodeSchema }),
} as const

const kindTexts = {
  app: {
    prompt: 'Enter the 6-digit code from your authenticator app',
    switchLabel: 'Use a recovery code',
  },
  recovery: {
    prompt: 'Enter one of the recovery codes you saved when you turned on two-step sign-in. Each works once.',
    switchLabel: 'Use the code from your app',
  },
} as const

type TwoFactorStepProps = {
  challenge: string
  /** The challenge is over (too many wrong codes, or it expired): the password step starts again. */
  onChallengeEnded: (message: string) => void
  onBack: () => void
}

/**
 * The second step of a sign-in with two-step sign-in on: an app's code, or a recovery code instead. The session
 * starts only when the server accepts the code; the page then sends the person on.
 */
export function TwoFactorStep({ challenge, onChallengeEnded, onBack }: TwoFactorStepProps) {
  const [kind, setKind] = useState<CodeKind>('app')
  const texts = kindTexts[kind]

  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-200">{texts.prompt}</p>
      {/* A new form per kind of code: its field, rules and error start afresh. */}
      <CodeForm key={kind} kind={kind} challenge={challenge} onChallengeEnded={onChallengeEnded} />
      <div className="flex flex-col items-center gap-1 text-sm sm:flex-row sm:justify-between">
        <Button variant="ghost" onClick={() => setKind(kind === 'app' ? 'recovery' : 'app')}>
          {texts.switchLabel}
        </Button>
        <Button variant="ghost" onClick={onBack}>
          Back to sign in
        </Button>
      </div>
    </div>
  )
}

type CodeFormProps = {
  kind: CodeKind
  challenge: string
  onChallengeEnded: (message: string) => void
}

function CodeForm({ kind, challenge, onChallengeEnded }: CodeFormProps) {
  const { verifyTwoFactor } = useSession()
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(codeFormSchemas[kind]), defaultValues: { code: '' } })

  // The step (or the other kind of code) has just appeared in place of what had focus.
  useEffect(() => setFocus('code'), [setFocus])

  const verify = handleSubmit(async ({ code }) => {
    try {
      await verifyTwoFactor(challenge, code)
    } catch (error) {
      if (isApiError(error) && error.serverMessage === TWO_FACTOR_CHALLENGE_ENDED_MESSAGE) {
        onChallengeEnded(error.serverMessage)
        return
      }
      setError('code', { message: describeTwoFactorError(error) }, { shouldFocus: true })
    }
  })

  const isAppCode = kind === 'app'
  return (
    <form onSubmit={verify} noValidate className="space-y-5" aria-busy={isSubmitting}>
      <TextField
        label={isAppCode ? 'Authentication code' : 'Recovery code'}
        autoComplete={isAppCode ? 'one-time-code' : 'off'}
        inputMode={isAppCode ? 'numeric' : 'text'}
        autoCapitalize="none"
        spellCheck={false}
        placeholder={isAppCode ? '123456' : 'xxxxx-xxxxx'}
        error={errors.code?.message}
        {...register('code')}
      />
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? 'Checking...' : 'Verify'}
      </Button>
    </form>
  )
}
