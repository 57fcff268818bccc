import { useId, useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Banknote, CircleAlert, LoaderCircle, MapPin, Truck } from 'lucide-react'
import { COD_EXCLUDED_PIN_MESSAGE } from '@common/pin-code'
import { isApiError } from '../../../api/api-error'
import { Button } from '../../../components/ui/button'
import { fieldErrorAria, fieldErrorId } from '../../../components/ui/field-frame'
import { inputClassName, labelClassName } from '../../../components/ui/field-styles'
import {
  deliveryEstimateQueryOptions,
  formatDeliveryWindow,
  formatPlace,
  INVALID_PIN_CODE_MESSAGE,
  isPinCode,
  normalisePinCode,
  PIN_CODE_LENGTH,
  readLastCheckedPincode,
  rememberCheckedPincode,
  UNKNOWN_PIN_CODE_MESSAGE,
  type DeliveryEstimate,
} from '../../../lib/pincode'

export const DELIVERY_CHECK_FAILED_MESSAGE = 'Could not check delivery right now. Please try again.'
export const COD_AVAILABLE_MESSAGE = 'Cash on delivery available'

/** Six digits and the space many write after the third ("560 001"), which `normalisePinCode` takes out. */
const TYPED_PIN_MAX_LENGTH = PIN_CODE_LENGTH + 1

/**
 * "Check delivery" on the product page: when an order would reach a PIN code and whether it can be paid on
 * delivery. The last PIN checked is remembered, so the next product page answers for it at once. A PIN the
 * browser already knows to be malformed is refused here, without asking the server.
 */
export function CheckDelivery() {
  const headingId = useId()
  const inputId = useId()
  const [remembered] = useState(() => {
    const pin = readLastCheckedPincode()
    return isPinCode(pin) ? pin : ''
  })
  const [typed, setTyped] = useState(remembered)
  const [checkedPin, setCheckedPin] = useState<string | null>(remembered || null)
  const [isMalformed, setIsMalformed] = useState(false)
  const delivery = useQuery({
    ...deliveryEstimateQueryOptions(checkedPin ?? ''),
    enabled: checkedPin !== null,
  })

  const check = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const pin = normalisePinCode(typed)
    if (!isPinCode(pin)) {
      setIsMalformed(true)
      setCheckedPin(null)
      return
    }
    setIsMalformed(false)
    setCheckedPin(pin)
    rememberCheckedPincode(pin)
    // The same PIN checked again asks again: the dates move on at midnight.
    if (pin === checkedPin) void delivery.refetch()
  }

  const failure = isMalformed
    ? INVALID_PIN_CODE_MESSAGE
    : checkedPin !== null && delivery.isError
      ? failureMessage(delivery.error)
      : null
  const isChecking = checkedPin !== null && delivery.isFetching

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-xl border border-white/10 bg-night-950/40 p-4"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-slate-100">
        <MapPin aria-hidden="true" className="size-4 text-accent-cyan-300" />
        Check delivery
      </h2>
      <form onSubmit={check} noValidate aria-labelledby={headingId} aria-busy={isChecking}>
        <label htmlFor={inputId} className={labelClassName}>
          PIN code
        </label>
        <div className="flex gap-2">
          <input
            id={inputId}
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value)
              setIsMalformed(false)
            }}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={TYPED_PIN_MAX_LENGTH}
            placeholder="560001"
            className={`${inputClassName} min-w-0 flex-1`}
            {...fieldErrorAria(inputId, isMalformed ? INVALID_PIN_CODE_MESSAGE : undefined)}
          />
          <Button
            type="submit"
            variant="ghost"
            className="shrink-0 border border-accent-400/60 text-accent-300"
          >
            {isChecking && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
            Check
          </Button>
        </div>
      </form>
      {/* Always in the page, so that each new answer is announced. */}
      <div role="status" id={fieldErrorId(inputId)} className="text-sm empty:sr-only">
        {failure ? (
          <p className="flex items-start gap-2 text-rose-200">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-rose-300" />
            {failure}
          </p>
        ) : checkedPin !== null && delivery.data && !isChecking ? (
          <DeliveryAnswer estimate={delivery.data} />
        ) : null}
      </div>
    </section>
  )
}

function DeliveryAnswer({ estimate }: { estimate: DeliveryEstimate }) {
  const { earliest, latest } = estimate.estimate
  return (
    <ul className="space-y-1.5 text-slate-300">
      <li className="flex items-start gap-2">
        <Truck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-cyan-300" />
        <span>
          Delivery to {formatPlace(estimate)} by{' '}
          <span className="font-semibold text-slate-100">{formatDeliveryWindow(earliest, latest)}</span>
        </span>
      </li>
      <li className="flex items-start gap-2">
        <Banknote
          aria-hidden="true"
          className={`mt-0.5 size-4 shrink-0 ${estimate.cashOnDelivery ? 'text-emerald-300' : 'text-amber-300'}`}
        />
        <span>{estimate.cashOnDelivery ? COD_AVAILABLE_MESSAGE : COD_EXCLUDED_PIN_MESSAGE}</span>
      </li>
    </ul>
  )
}

/** The server's own words for a malformed (400) or unknown (404) PIN; a plain apology for anything else. */
function failureMessage(error: unknown): string {
  if (isApiError(error) && (error.status === 400 || error.status === 404)) {
    return error.serverMessage || (error.status === 404 ? UNKNOWN_PIN_CODE_MESSAGE : INVALID_PIN_CODE_MESSAGE)
  }
  return DELIVERY_CHECK_FAILED_MESSAGE
}
