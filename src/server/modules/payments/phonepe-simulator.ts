import { PAYMENT_AUTO_SUCCESS_MS } from '@common/constants'
import type { PaymentProvider } from './payment-provider'

/** A payment started with this mobile number fails (PAYMENT_ERROR), as a declined card or UPI would. */
export const SIMULATOR_FAILING_MOBILE = '9999999999'
/** A payment started with this mobile number stays pending for ever: the shopper who closed the tab. */
export const SIMULATOR_ABANDONED_MOBILE = '8888888888'
/** A refund completes this long after it was handed over. */
export const SIMULATOR_REFUND_MS = 2_000

/**
 * Stands in for PhonePe when no merchant credentials are configured. Any payment succeeds 2000 ms after it was
 * started (the shop's requirements ask for that delay), except the two test numbers above; refunds complete
 * 2000 ms after they were handed over, and one never handed over is unknown to it. Everything is worked out
 * from the attempt's own stored facts (its start, its mobile number, when its refund was handed over), so a
 * restart or another instance answers the same. Nothing leaves the machine.
 */
export function createPhonePeSimulator(clock: () => Date = () => new Date()): PaymentProvider {
  const elapsedSince = (start: Date) => clock().getTime() - start.getTime()
  return {
    name: 'phonepe-simulator',
    async startPayment() {
      return { redirectUrl: undefined }
    },
    async fetchStatus({ amountPaise, startedAt, mobileNumber }) {
      if (mobileNumber === SIMULATOR_FAILING_MOBILE) return { state: 'PAYMENT_ERROR', amountPaise }
      if (mobileNumber === SIMULATOR_ABANDONED_MOBILE) return { state: 'PAYMENT_PENDING', amountPaise }
      const done = elapsedSince(startedAt) >= PAYMENT_AUTO_SUCCESS_MS
      return { state: done ? 'PAYMENT_SUCCESS' : 'PAYMENT_PENDING', amountPaise }
    },
    async startRefund() {
      return { state: 'REFUND_PENDING' }
    },
    async fetchRefundStatus({ handedOverAt }) {
      // It knows a refund as PhonePe does: only once it was given it, which the shop records.
      if (!handedOverAt) return { state: 'REFUND_UNKNOWN' }
      return {
        state: elapsedSince(handedOverAt) >= SIMULATOR_REFUND_MS ? 'REFUND_COMPLETED' : 'REFUND_PENDING',
      }
    },
    readCallback() {
      // The simulator has no callbacks: anything posted there is refused as unverifiable.
      return null
    },
  }
}
