import { useId, useRef, useState, type FormEvent } from 'react'
import { Link, useLocation } from 'react-router'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { CircleAlert, CircleCheck, LoaderCircle, TicketPercent } from 'lucide-react'
import type { CartItem } from '@common/cart'
import { discountCodeSchema } from '@common/schemas/discount-code'
import { isApiError } from '../../../api/api-error'
import { Button } from '../../../components/ui/button'
import { fieldErrorAria, fieldErrorId } from '../../../components/ui/field-frame'
import { inputClassName, labelClassName } from '../../../components/ui/field-styles'
import { useDiscountCode } from '../../../lib/cart/discount-code-store'
import type { DiscountQuoteState } from '../../../lib/cart/use-discount-quote'
import { discountQuoteQueryKey, validateDiscountCode } from '../../../lib/cart/validate-discount-code'
import { useSession } from '../../../lib/session-context'

export const SIGN_IN_FOR_DISCOUNT_TEXT = 'Sign in to use a discount code'
export const DISCOUNT_CHECK_FAILED_MESSAGE = "We couldn't check this code. Please try again."
export const CHECKING_CODE_TEXT = 'Checking the code…'

const refusalClassName = 'flex items-start gap-2 text-sm text-rose-200'
const removeButtonClassName =
  'rounded-md px-2 py-1 text-sm font-medium text-slate-200 underline underline-offset-2 hover:text-white'

function failureMessage(error: unknown): string {
  return (isApiError(error) && error.serverMessage) || DISCOUNT_CHECK_FAILED_MESSAGE
}

interface DiscountCodeFieldProps {
  items: CartItem[]
  quote: DiscountQuoteState
}

/**
 * The cart's discount code: typed and checked by the server against the cart, kept while the cart changes (and
 * checked again), removed with "Remove". Only signed-in shoppers can use one, because a code's rules count uses per
 * customer.
 */
export function DiscountCodeField({ items, quote }: DiscountCodeFieldProps) {
  const { user } = useSession()
  const location = useLocation()
  const { removeCode } = useDiscountCode()
  const wrapperRef = useRef<HTMLDivElement>(null)
  if (!user) {
    const returnTo = encodeURIComponent(`${location.pathname}${location.search}`)
    return (
      <p className="flex items-center gap-2 text-sm text-slate-300">
        <TicketPercent aria-hidden="true" className="size-4 shrink-0 text-accent-300" />
        <Link
          to={`/login?returnTo=${returnTo}`}
          className="font-medium text-accent-300 underline underline-offset-2 hover:text-white"
        >
          {SIGN_IN_FOR_DISCOUNT_TEXT}
        </Link>
      </p>
    )
  }
  const remove = () => {
    removeCode()
    // The field comes back in place of the code: the keyboard carries on from there.
    requestAnimationFrame(() => wrapperRef.current?.querySelector('input')?.focus())
  }

  return (
    <div ref={wrapperRef}>
      {quote.status === 'none' ? <CodeForm items={items} /> : <AppliedCode quote={quote} onRemove={remove} />}
    </div>
  )
}

function CodeForm({ items }: { items: CartItem[] }) {
  const inputId = useId()
  const queryClient = useQueryClient()
  const { applyCode } = useDiscountCode()
  const [draft, setDraft] = useState('')
  const [refusal, setRefusal] = useState<string | undefined>(undefined)

  const check = useMutation({
    mutationFn: (code: string) => validateDiscountCode(code, items),
    onSuccess: (answer, code) => {
      if (!answer.valid) {
        setRefusal(answer.message)
        return
      }
      // The summary asks for the same code and cart: it gets this answer instead of asking again.
      queryClient.setQueryData(discountQuoteQueryKey(code, items), answer)
      applyCode(code)
    },
    onError: (error) => setRefusal(failureMessage(error)),
  })

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const parsed = discountCodeSchema.safeParse(draft)
    if (!parsed.success) {
      setRefusal(parsed.error.issues[0]?.message)
      return
    }
    setRefusal(undefined)
    check.mutate(parsed.data)
  }

  return (
    <form onSubmit={submit} noValidate>
      <label htmlFor={inputId} className={labelClassName}>
        Discount code
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value)
            setRefusal(undefined)
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          className={`${inputClassName} min-w-0 flex-1 uppercase placeholder:normal-case`}
          placeholder="Enter code"
          {...fieldErrorAria(inputId, refusal)}
        />
        <Button
          type="submit"
          variant="ghost"
          disabled={check.isPending}
          className="shrink-0 border border-white/20"
        >
          {check.isPending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
          Apply code
        </Button>
      </div>
      {refusal && (
        <p id={fieldErrorId(inputId)} role="alert" className={`${refusalClassName} mt-2`}>
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-rose-300" />
          {refusal}
        </p>
      )}
    </form>
  )
}

type ShownQuote = Exclude<DiscountQuoteState, { status: 'none' }>

function AppliedCode({ quote, onRemove }: { quote: ShownQuote; onRemove: () => void }) {
  return (
    <div className="space-y-2 rounded-lg border border-white/10 bg-night-950/50 p-3">
      <div className="flex items-center justify-between gap-3">
        <p className="flex min-w-0 items-center gap-2 text-sm text-slate-200">
          <TicketPercent aria-hidden="true" className="size-4 shrink-0 text-accent-300" />
          <span>
            Code <span className="font-mono font-semibold break-all text-white">{quote.code}</span>
          </span>
        </p>
        <button
          type="button"
          onClick={onRemove}
          className={removeButtonClassName}
          aria-label={`Remove code ${quote.code}`}
        >
          Remove
        </button>
      </div>
      <QuoteMessage quote={quote} />
    </div>
  )
}

function QuoteMessage({ quote }: { quote: ShownQuote }) {
  switch (quote.status) {
    case 'applied':
      return (
        <p role="status" className="flex items-start gap-2 text-sm text-emerald-300">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {quote.quote.message}
        </p>
      )
    case 'checking':
      return (
        <p role="status" className="text-sm text-slate-400">
          {CHECKING_CODE_TEXT}
        </p>
      )
    case 'refused':
      return (
        <p role="alert" className={refusalClassName}>
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-rose-300" />
          {quote.message}
        </p>
      )
    case 'failed':
      return (
        <p role="alert" className={refusalClassName}>
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-rose-300" />
          {failureMessage(quote.error)}
        </p>
      )
  }
}
