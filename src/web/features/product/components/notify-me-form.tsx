import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { BellRing } from 'lucide-react'
import type { ProductVariant } from '@common/schemas/product'
import { notifyMeInputSchema } from '@common/schemas/stock-alerts'
import { isApiError } from '../../../api/api-error'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { EmailField } from '../../../components/ui/text-field'
import { useSession } from '../../../lib/session-context'
import { useRequestStockAlert, type NotifyMeInput } from '../api/notify-me'

export const NOTIFY_ME_FAILED_MESSAGE = 'Could not save your request. Please try again.'

type NotifyMeForm = { email: string }

/** What the shopper waits for: a sold-out product back in stock, or a drop's launch. */
export type NotifyMeReason = 'restock' | 'launch'

const TEXTS: Record<NotifyMeReason, { intro: string; action: string }> = {
  restock: {
    intro: "Sold out for now. Leave your e-mail and we'll write once it is back in stock.",
    action: 'Notify me when available',
  },
  launch: {
    intro: "Not on sale yet. Leave your e-mail and we'll write when it launches.",
    action: 'Notify me at launch',
  },
}

/**
 * Takes the place of "Add to Cart" while a product (or the chosen variant of it) is sold out, or before its launch:
 * the shop e-mails the address once it is back or on sale (the same list, POST /products/:id/notify-me, naming the
 * variant waited for). A signed-in shopper's own address is filled in.
 */
export function NotifyMeForm({
  productId,
  variant,
  reason = 'restock',
}: {
  productId: string
  variant?: Pick<ProductVariant, '_id' | 'label'> | undefined
  reason?: NotifyMeReason
}) {
  const texts =
    variant && reason === 'restock'
      ? {
          ...TEXTS.restock,
          intro: `${variant.label} is sold out for now. Leave your e-mail and we'll write once it is back in stock.`,
        }
      : TEXTS[reason]
  const { user } = useSession()
  const request = useRequestStockAlert(productId)
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NotifyMeForm, unknown, NotifyMeInput>({
    resolver: zodResolver(notifyMeInputSchema),
    defaultValues: { email: user?.email ?? '' },
  })

  const submit = handleSubmit((input) => request.mutate(variant ? { ...input, variant: variant._id } : input))
  const failure = request.error
    ? (isApiError(request.error) && request.error.serverMessage) || NOTIFY_ME_FAILED_MESSAGE
    : null

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-busy={request.isPending}
      aria-label={texts.action}
      className="space-y-3 rounded-xl border border-white/10 bg-night-950/40 p-4"
    >
      <p className="text-sm text-slate-300">{texts.intro}</p>
      <EmailField label="Your e-mail" error={errors.email?.message} {...register('email')} />
      <Button type="submit" disabled={request.isPending} className="w-full py-3 text-base">
        <BellRing aria-hidden="true" className="size-5" />
        {texts.action}
      </Button>
      {failure && <FormAlert message={failure} />}
      <p role="status" className={request.isSuccess ? 'text-sm font-semibold text-emerald-300' : 'sr-only'}>
        {request.isSuccess ? request.data : ''}
      </p>
    </form>
  )
}
