import { useEffect, useRef, useState, type FormEvent } from 'react'
import { CircleAlert, CircleCheck, MailX } from 'lucide-react'
import { UNSUBSCRIBE_DELAY_MS } from '@common/constants'
import { NEWSLETTER_EMAIL_PATTERN, NOT_SUBSCRIBED_MESSAGE } from '@common/schemas/messages'
import { isApiError } from '../../../../api/api-error'
import { Dialog } from '../../../../components/dialog/dialog'
import { Button } from '../../../../components/ui/button'
import { TextField } from '../../../../components/ui/text-field'
import { unsubscribeFromNewsletter } from '../../api/unsubscribe-from-newsletter'
import { wait } from '../../wait'

const EMAIL_REQUIRED_MESSAGE = 'Please enter your email address'
const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address'
const FALLBACK_ERROR = 'An error occurred. Please try again.'

type UnsubscribeState =
  | { step: 'form'; fieldError: string | null }
  | { step: 'processing' }
  | { step: 'error'; message: string }
  | { step: 'done'; message: string }

const INITIAL_STATE: UnsubscribeState = { step: 'form', fieldError: null }

interface UnsubscribeDialogProps {
  isOpen: boolean
  onClose: () => void
}

/**
 * The Unsubscribe modal: the address, 1 s of processing, then the answer.
 * Closing it forgets everything, and cancels a request not yet sent.
 */
export function UnsubscribeDialog({ isOpen, onClose }: UnsubscribeDialogProps) {
  const [email, setEmail] = useState('')
  const [state, setState] = useState<UnsubscribeState>(INITIAL_STATE)
  const inputRef = useRef<HTMLInputElement>(null)
  const pending = useRef<AbortController | null>(null)

  useEffect(() => () => pending.current?.abort(), [])

  const close = () => {
    pending.current?.abort()
    pending.current = null
    setEmail('')
    setState(INITIAL_STATE)
    onClose()
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (state.step === 'processing') return
    const address = email.trim()
    if (address === '') return setState({ step: 'form', fieldError: EMAIL_REQUIRED_MESSAGE })
    if (!NEWSLETTER_EMAIL_PATTERN.test(address))
      return setState({ step: 'form', fieldError: INVALID_EMAIL_MESSAGE })

    const controller = new AbortController()
    pending.current = controller
    setState({ step: 'processing' })
    try {
      await wait(UNSUBSCRIBE_DELAY_MS, controller.signal)
      const answer = await unsubscribeFromNewsletter({ email: address.toLowerCase() }, controller.signal)
      setState({ step: 'done', message: answer.message })
    } catch (error) {
      if (controller.signal.aborted) return
      const message = isApiError(error) && error.status === 404 ? NOT_SUBSCRIBED_MESSAGE : FALLBACK_ERROR
      setState({ step: 'error', message })
    } finally {
      if (pending.current === controller) pending.current = null
    }
  }

  if (state.step === 'done') {
    return (
      <Dialog
        key="done"
        isOpen={isOpen}
        onClose={close}
        title="Unsubscribed Successfully"
        icon={<DialogIcon tone="success" />}
        description={state.message}
      >
        <p className="mt-2 text-sm text-slate-400">
          We&apos;re sorry to see you go. You can join again at any time.
        </p>
        <Button className="mt-6 w-full" onClick={close}>
          Close
        </Button>
      </Dialog>
    )
  }

  if (state.step === 'error') {
    return (
      <Dialog
        key="error"
        isOpen={isOpen}
        onClose={close}
        title="Unsubscribe Failed"
        icon={<DialogIcon tone="error" />}
      >
        <p role="alert" className="mt-3 text-sm text-rose-200">
          {state.message}
        </p>
        <div className="mt-6 flex flex-col gap-2 sm:flex-row">
          <Button className="flex-1" onClick={() => setState(INITIAL_STATE)}>
            Try Again
          </Button>
          <Button variant="ghost" className="flex-1 border border-white/15" onClick={close}>
            Close
          </Button>
        </div>
      </Dialog>
    )
  }

  const isProcessing = state.step === 'processing'
  return (
    // Each view is its own dialog (key), so focus moves into it; processing keeps the form's, and its
    // controls stay focusable (read-only, aria-disabled) so focus is not dropped while it waits.
    <Dialog
      key="form"
      isOpen={isOpen}
      onClose={close}
      title="Unsubscribe from Newsletter"
      icon={<DialogIcon tone="neutral" />}
      description="Enter the email address you subscribed with and we will stop sending you our newsletter."
      initialFocusRef={inputRef}
    >
      <form onSubmit={submit} noValidate aria-busy={isProcessing} className="mt-6 space-y-4 text-left">
        <TextField
          ref={inputRef}
          label="Email address"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          readOnly={isProcessing}
          error={state.step === 'form' ? (state.fieldError ?? undefined) : undefined}
        />
        <Button type="submit" className="w-full" aria-disabled={isProcessing}>
          {isProcessing ? 'Processing...' : 'Unsubscribe'}
        </Button>
      </form>
    </Dialog>
  )
}

function DialogIcon({ tone }: { tone: 'success' | 'error' | 'neutral' }) {
  const styles = {
    success: 'bg-emerald-500/15 text-emerald-300',
    error: 'bg-rose-500/15 text-rose-300',
    neutral: 'bg-accent-700/20 text-accent-300',
  }[tone]
  const Icon = tone === 'success' ? CircleCheck : tone === 'error' ? CircleAlert : MailX
  return (
    <span className={`flex size-14 items-center justify-center rounded-full ${styles}`}>
      <Icon aria-hidden="true" className="size-7" />
    </span>
  )
}
