import { useId, useState, type FormEvent } from 'react'
import { LoaderCircle, Send } from 'lucide-react'
import {
  MAX_MESSAGE_LENGTH,
  MAX_SUBJECT_LENGTH,
  SUCCESS_MESSAGE_HIDE_MS,
  SUPPORT_SEND_DELAY_MS,
} from '@common/constants'
import { isApiError } from '../../../api/api-error'
import { Button } from '../../../components/ui/button'
import { inputClassName, labelClassName } from '../../../components/ui/field-styles'
import { TextField } from '../../../components/ui/text-field'
import { useSendSupportRequest } from '../api/send-support-request'
import { useFlashMessage } from '../use-flash-message'
import { DismissibleAlert } from './dismissible-alert'
import { SuccessMessage } from './success-message'

export const SUPPORT_SENT_MESSAGE = "Your message has been sent! We'll get back to you soon."
export const SUPPORT_FAILED_MESSAGE = 'Failed to send your message. Please try again.'

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

function describeSupportError(error: unknown): string {
  if (!isApiError(error)) return SUPPORT_FAILED_MESSAGE
  // With no answer at all the client's own "No response from server…" says more than a generic line.
  return error.serverMessage ?? (error.hasResponse ? SUPPORT_FAILED_MESSAGE : error.message)
}

/** A question for the shop's support team, stored on the server and answered by e-mail. */
export function SupportForm() {
  const messageId = useId()
  const [subject, setSubject] = useState('')
  const [message, setMessage] = useState('')
  const [isSending, setIsSending] = useState(false)
  const [errorMessage, setErrorMessage] = useState<string | null>(null)
  const success = useFlashMessage(SUCCESS_MESSAGE_HIDE_MS)
  const sendRequest = useSendSupportRequest()

  const canSend = subject.trim() !== '' && message.trim() !== '' && !isSending

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!canSend) return
    setIsSending(true)
    setErrorMessage(null)
    success.hide()
    // Sending takes at least one second, even when the server answers sooner.
    const [outcome] = await Promise.allSettled([
      sendRequest.mutateAsync({ subject: subject.trim(), message: message.trim() }),
      wait(SUPPORT_SEND_DELAY_MS),
    ])
    setIsSending(false)
    if (outcome.status === 'fulfilled') {
      setSubject('')
      setMessage('')
      success.show()
    } else {
      setErrorMessage(describeSupportError(outcome.reason))
    }
  }

  return (
    <form onSubmit={send} noValidate className="space-y-5" aria-busy={isSending}>
      {errorMessage && <DismissibleAlert message={errorMessage} onDismiss={() => setErrorMessage(null)} />}
      <div role="status" aria-live="polite">
        {success.isVisible && <SuccessMessage message={SUPPORT_SENT_MESSAGE} />}
      </div>

      <TextField
        label="Subject"
        required
        maxLength={MAX_SUBJECT_LENGTH}
        placeholder="e.g. Where is my Gojo figure?"
        value={subject}
        onChange={(event) => setSubject(event.target.value)}
      />
      <div>
        <label htmlFor={messageId} className={labelClassName}>
          Your Message
        </label>
        <textarea
          id={messageId}
          required
          rows={6}
          maxLength={MAX_MESSAGE_LENGTH}
          placeholder="Tell us how we can help. Include your order number if it is about an order."
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          className={`${inputClassName} min-h-36 resize-y`}
        />
      </div>

      <div className="flex justify-end border-t border-white/10 pt-5">
        <Button type="submit" disabled={!canSend} className="w-full sm:w-auto">
          {isSending ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <Send aria-hidden="true" className="size-4" />
          )}
          Send Message
        </Button>
      </div>
    </form>
  )
}
