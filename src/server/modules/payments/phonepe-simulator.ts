import { PAYMENT_AUTO_SUCCESS_MS } from '@common/constants'
import type { PaymentProvider } from './payment-provider'

/**
 * Stands in for PhonePe when no merchant credentials are configured: every payment succeeds
 * 2000 ms after it was started (the shop's requirements ask for that delay). Nothing leaves the machine.
 */
export function createPhonePeSimulator(now: () => number = Date.now): PaymentProvider {
  return {
    name: 'phonepe-simulator',
    async startPayment() {
      return { redirectUrl: undefined }
    },
    async fetchStatus({ amountPaise, startedAt }) {
      const done = now() - startedAt.getTime() >= PAYMENT_AUTO_SUCCESS_MS
      return { state: done ? 'PAYMENT_SUCCESS' : 'PAYMENT_PENDING', amountPaise }
    },
    readCallback() {
      // The simulator has no callbacks: anything posted there is refused as unverifiable.
      return null
    },
  }
}
