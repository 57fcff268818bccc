import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { LoaderCircle, Send } from 'lucide-react'
import { toast } from 'sonner'
import type { z } from 'zod'
import { CONTACT_SEND_DELAY_MS } from '@common/constants'
import { contactMessageInputSchema } from '@common/schemas/messages'
import { isApiError } from '../../../../api/api-error'
import { Button } from '../../../../components/ui/button'
import { FieldFrame, fieldErrorAria } from '../../../../components/ui/field-frame'
import { inputClassName } from '../../../../components/ui/field-styles'
import { FormAlert } from '../../../../components/ui/form-alert'
import { EmailField, NameField } from '../../../../components/ui/text-field'
import { sendContactMessage } from '../../api/send-contact-message'
import { wait } from '../../wait'

const FALLBACK_ERROR = 'An error occurred. Please try again.'

type ContactFormInput = z.input<typeof contactMessageInputSchema>
type ContactFormOutput = z.output<typeof contactMessageInputSchema>

/**
 * The contact form: name, e-mail and message, all required. Sending takes at least 1.5 s
 * ("Sending..."), the message is stored on the server, then a toast and an empty form.
 */
export function ContactForm() {
  const [serverError, setServerError] = useState<string | null>(null)
  const messageId = useId()
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormInput, unknown, ContactFormOutput>({
    resolver: zodResolver(contactMessageInputSchema),
    defaultValues: { name: '', email: '', message: '' },
  })

  const send = handleSubmit(async (input) => {
    setServerError(null)
    try {
      await Promise.all([sendContactMessage(input), wait(CONTACT_SEND_DELAY_MS)])
      toast.success('Message sent successfully!')
      reset()
    } catch (error) {
      const message = (isApiError(error) && error.serverMessage) || FALLBACK_ERROR
      setServerError(message)
      toast.error(message)
    }
  })

  const messageError = errors.message?.message
  return (
    <form onSubmit={send} noValidate aria-busy={isSubmitting} className="space-y-5">
      {serverError && <FormAlert message={serverError} />}
      <div className="grid gap-5 sm:grid-cols-2">
        <NameField error={errors.name?.message} {...register('name')} />
        <EmailField error={errors.email?.message} {...register('email')} />
      </div>
      <FieldFrame label="Message" controlId={messageId} error={messageError}>
        <textarea
          id={messageId}
          rows={6}
          placeholder="How can we help? Order number, product, anything useful…"
          className={`${inputClassName} resize-y`}
          {...fieldErrorAria(messageId, messageError)}
          {...register('message')}
        />
      </FieldFrame>
      <Button type="submit" disabled={isSubmitting} className="w-full py-3 sm:w-auto sm:px-8">
        {isSubmitting ? (
          <>
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            Sending...
          </>
        ) : (
          <>
            <Send aria-hidden="true" className="size-4" />
            Send Message
          </>
        )}
      </Button>
    </form>
  )
}
