import { useEffect, useEffectEvent, useState, type FormEvent } from 'react'
import { CircleCheck, LoaderCircle, RefreshCw, Smartphone } from 'lucide-react'
import { toast } from 'sonner'
import { PAYMENT_AUTO_SUCCESS_MS } from '@common/constants'
import { formatRupees } from '@common/money'
import type { Order } from '@common/schemas/order'
import { isApiError } from '../../../api/api-error'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { MobileNumberField } from '../../../components/ui/mobile-number-field'
import {
  getPhonePePaymentStatus,
  PAYMENT_ERROR,
  PAYMENT_SUCCESS,
} from '../../../lib/phonepe/get-phonepe-payment-status'
import { initiatePhonePePayment } from '../../../lib/phonepe/initiate-phonepe-payment'
import {
  INVALID_MOBILE_NUMBER_MESSAGE,
  isValidMobileNumber,
  toPhonePeMobileNumber,
} from '../../../lib/phonepe/mobile-number'
import { rememberPaymentAttempt } from '../../../lib/phonepe/payment-attempts'
import { PAYMENT_MESSAGES } from '../../../lib/phonepe/payment-messages'
import { redirectToGateway } from '../../../lib/phonepe/redirect-to-gateway'

const PAYMENT_INITIATED_TITLE = 'Payment Initiated'

interface Initiation {
  transactionId: string
  message: string
}

/** The server's message, else the error's own (a refused start), else 'Failed to process payment'. */
function describeInitiationError(error: unknown): string {
  if (isApiError(error)) return error.serverMessage ?? PAYMENT_MESSAGES.processFailed
  if (error instanceof Error && error.message) return error.message
  return PAYMENT_MESSAGES.processFailed
}

interface PhonePePaymentProps {
  /** The order already placed with paymentMethod PHONEPE; its own total is what gets charged. */
  order: Order
  onPaid: () => void
}

/**
 * Pays a placed order with PhonePe: mobile number, start, then the status. The real gateway answers with a
 * page to send the shopper to; the built-in simulator does not, and its payment succeeds 2 s after the
 * start, so the status is checked by itself then.
 */
export function PhonePePayment({ order, onPaid }: PhonePePaymentProps) {
  const [mobileDigits, setMobileDigits] = useState('')
  const [mobileError, setMobileError] = useState<string | null>(null)
  const [initiation, setInitiation] = useState<Initiation | null>(null)
  const [isInitiating, setIsInitiating] = useState(false)
  const [isChecking, setIsChecking] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)

  const fail = (message: string) => {
    setError(message)
    toast.error(message)
  }

  const startPayment = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!isValidMobileNumber(mobileDigits)) {
      setMobileError(INVALID_MOBILE_NUMBER_MESSAGE)
      return
    }
    setMobileError(null)
    setError(null)
    setNotice(null)
    setIsInitiating(true)
    try {
      const started = await initiatePhonePePayment({
        amount: order.totalPrice,
        mobileNumber: toPhonePeMobileNumber(mobileDigits),
        orderId: order._id,
      })
      if (!started.success || !started.transactionId)
        throw new Error(started.message || PAYMENT_MESSAGES.initiateFailed)
      if (started.redirectUrl) {
        // The gateway sends the shopper back to the order's page, which follows this attempt from there.
        rememberPaymentAttempt(order._id, started.transactionId)
        redirectToGateway(started.redirectUrl)
        return
      }
      setInitiation({ transactionId: started.transactionId, message: started.message })
    } catch (caught) {
      fail(describeInitiationError(caught))
    } finally {
      setIsInitiating(false)
    }
  }

  const checkStatus = async (transactionId: string) => {
    setError(null)
    setNotice(null)
    setIsChecking(true)
    try {
      const status = await getPhonePePaymentStatus(transactionId)
      const transactionStatus = status.data?.transactionStatus
      if (status.success && transactionStatus === PAYMENT_SUCCESS) {
        toast.success(PAYMENT_MESSAGES.succeeded)
        onPaid()
        return
      }
      if (transactionStatus === PAYMENT_ERROR) {
        // The order stays placed and unpaid: the shopper can start a new payment for it.
        setInitiation(null)
        fail(PAYMENT_MESSAGES.failed)
        return
      }
      setNotice(PAYMENT_MESSAGES.stillProcessing)
    } catch {
      fail(PAYMENT_MESSAGES.statusFailed)
    } finally {
      setIsChecking(false)
    }
  }

  const checkStatusAutomatically = useEffectEvent((transactionId: string) => {
    void checkStatus(transactionId)
  })
  const initiatedTransactionId = initiation?.transactionId
  useEffect(() => {
    if (!initiatedTransactionId) return
    const timer = setTimeout(() => checkStatusAutomatically(initiatedTransactionId), PAYMENT_AUTO_SUCCESS_MS)
    return () => clearTimeout(timer)
  }, [initiatedTransactionId])

  return (
    <div className="space-y-5">
      {error && <FormAlert message={error} />}

      {initiation ? (
        <div className="space-y-4">
          <div role="status" className="rounded-xl border border-emerald-400/30 bg-emerald-500/10 p-4">
            <p className="flex items-center gap-2 font-semibold text-emerald-200">
              <CircleCheck aria-hidden="true" className="size-5" />
              {PAYMENT_INITIATED_TITLE}
            </p>
            <p className="mt-2 text-sm break-all text-slate-300">
              Transaction ID: <span className="font-mono text-slate-100">{initiation.transactionId}</span>
            </p>
            {initiation.message &&
              initiation.message.toLowerCase() !== PAYMENT_INITIATED_TITLE.toLowerCase() && (
                <p className="mt-1 text-sm text-slate-400">{initiation.message}</p>
              )}
          </div>
          {notice && (
            <p
              role="status"
              className="rounded-lg border border-amber-400/30 bg-amber-500/10 px-3.5 py-3 text-sm text-amber-100"
            >
              {notice}
            </p>
          )}
          <Button
            onClick={() => void checkStatus(initiation.transactionId)}
            disabled={isChecking}
            className="w-full"
          >
            {isChecking ? (
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            ) : (
              <RefreshCw aria-hidden="true" className="size-4" />
            )}
            Check Payment Status
          </Button>
        </div>
      ) : (
        <form onSubmit={startPayment} noValidate className="space-y-4" aria-busy={isInitiating}>
          <MobileNumberField value={mobileDigits} onChange={setMobileDigits} error={mobileError} />
          <Button type="submit" disabled={isInitiating} className="w-full py-3">
            {isInitiating ? (
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            ) : (
              <Smartphone aria-hidden="true" className="size-4" />
            )}
            {isInitiating ? 'Processing...' : `Pay ${formatRupees(order.totalPrice)} with PhonePe`}
          </Button>
        </form>
      )}
    </div>
  )
}
