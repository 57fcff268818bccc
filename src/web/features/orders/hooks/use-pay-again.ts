import { useEffect, useEffectEvent, useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { PAYMENT_AUTO_SUCCESS_MS } from '@common/constants'
import type { Order } from '@common/schemas/order'
import { isApiError } from '../../../api/api-error'
import { canPayAgain } from '../../../lib/orders/payment-hold'
import {
  getPhonePePaymentStatus,
  PAYMENT_ERROR,
  PAYMENT_SUCCESS,
} from '../../../lib/phonepe/get-phonepe-payment-status'
import { initiatePhonePePayment } from '../../../lib/phonepe/initiate-phonepe-payment'
import { toPhonePeMobileNumber } from '../../../lib/phonepe/mobile-number'
import {
  forgetPaymentAttempt,
  recallPaymentAttempt,
  rememberPaymentAttempt,
} from '../../../lib/phonepe/payment-attempts'
import { PAYMENT_MESSAGES } from '../../../lib/phonepe/payment-messages'
import { redirectToGateway } from '../../../lib/phonepe/redirect-to-gateway'
import { myOrdersQueryKey } from '../api/get-my-orders'

/** How often a started payment's status is asked while it is pending: the simulator settles 2 s after the start. */
export const PAYMENT_POLL_MS = PAYMENT_AUTO_SUCCESS_MS

export const WAITING_FOR_PAYMENT_MESSAGE = 'Waiting for PhonePe to confirm your payment...'
export const RESUMED_PAYMENT_MESSAGE =
  'Checking the payment you started on PhonePe. If you did not finish it, you can pay again.'

type CheckedStatus = 'PAYMENT_SUCCESS' | 'PAYMENT_PENDING' | 'PAYMENT_ERROR' | 'unreadable'

interface Attempt {
  transactionId: string
  /** Started before the shopper left for PhonePe's page and came back: followed, but Pay now stays offered. */
  isResumed: boolean
}

/** The server's message (a refused start: the hold has run out), else the error's own, else the step's words. */
function describeStartError(error: unknown): string {
  if (isApiError(error)) return error.serverMessage ?? PAYMENT_MESSAGES.processFailed
  if (error instanceof Error && error.message) return error.message
  return PAYMENT_MESSAGES.processFailed
}

/**
 * "Pay now" on an unpaid online order whose hold still runs: starts a new PhonePe payment and follows it as the
 * checkout does. The real gateway answers with its page to go to, which sends the shopper back to the order: the
 * attempt is remembered and followed again then. The simulator answers no page, so the status is asked every 2 s
 * until the payment succeeds or fails, or the hold ends.
 */
export function usePayAgain(order: Order) {
  const queryClient = useQueryClient()
  const [attempt, setAttempt] = useState<Attempt | null>(() => {
    const remembered = canPayAgain(order) ? recallPaymentAttempt(order._id) : null
    return remembered ? { transactionId: remembered, isResumed: true } : null
  })
  const [isStarting, setIsStarting] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  // A second press before the first start has answered must not start a second payment.
  const isStartingRef = useRef(false)
  const isWaiting = attempt !== null && !attempt.isResumed

  const refreshOrder = () => queryClient.invalidateQueries({ queryKey: myOrdersQueryKey })

  const start = async (mobileDigits: string) => {
    if (isStartingRef.current || isWaiting) return
    isStartingRef.current = true
    setIsStarting(true)
    setError(null)
    setNotice(null)
    try {
      const started = await initiatePhonePePayment({
        amount: order.totalPrice,
        mobileNumber: toPhonePeMobileNumber(mobileDigits),
        orderId: order._id,
      })
      rememberPaymentAttempt(order._id, started.transactionId)
      if (started.redirectUrl) {
        redirectToGateway(started.redirectUrl)
        return
      }
      setAttempt({ transactionId: started.transactionId, isResumed: false })
    } catch (caught) {
      setError(describeStartError(caught))
      // Refused because the hold has run out: the order shows what became of it.
      if (isApiError(caught) && caught.status === 409) void refreshOrder()
    } finally {
      isStartingRef.current = false
      setIsStarting(false)
    }
  }

  const stopFollowing = () => {
    setAttempt(null)
    setNotice(null)
    forgetPaymentAttempt(order._id)
  }

  /** What one status answer means; true while the payment is still to be followed. */
  const settle = useEffectEvent((status: CheckedStatus, isResumed: boolean): boolean => {
    if (status === PAYMENT_SUCCESS) {
      stopFollowing()
      toast.success(PAYMENT_MESSAGES.succeeded)
      void refreshOrder()
      return false
    }
    if (status === PAYMENT_ERROR) {
      // The order stays placed and unpaid: another payment may be started while the hold runs.
      stopFollowing()
      setError(PAYMENT_MESSAGES.failed)
      return false
    }
    if (!canPayAgain(order)) {
      // Still pending when the hold ends: the server decides (paid or cancelled) and the order shows it.
      stopFollowing()
      void refreshOrder()
      return false
    }
    if (status === 'unreadable') setNotice(PAYMENT_MESSAGES.statusFailed)
    else setNotice(isResumed ? RESUMED_PAYMENT_MESSAGE : null)
    return true
  })

  const transactionId = attempt?.transactionId
  const isResumed = attempt?.isResumed ?? false
  useEffect(() => {
    if (!transactionId) return
    let isFollowing = true
    let timer: ReturnType<typeof setTimeout> | undefined
    const check = async () => {
      let status: CheckedStatus
      try {
        status = (await getPhonePePaymentStatus(transactionId)).data.transactionStatus
      } catch {
        status = 'unreadable'
      }
      if (isFollowing && settle(status, isResumed)) timer = setTimeout(() => void check(), PAYMENT_POLL_MS)
    }
    // Back from PhonePe's page the payment has had its time: ask at once.
    timer = setTimeout(() => void check(), isResumed ? 0 : PAYMENT_POLL_MS)
    return () => {
      isFollowing = false
      clearTimeout(timer)
    }
  }, [transactionId, isResumed])

  return { start, isStarting, isWaiting, error, notice }
}
