export type PaymentState = 'PAYMENT_SUCCESS' | 'PAYMENT_PENDING' | 'PAYMENT_ERROR'

export type StartPaymentRequest = {
  transactionId: string
  amountPaise: number
  /** Ten digits, without the +91 prefix. */
  mobileNumber: string
  userId: string
  redirectUrl: string
  callbackUrl: string
}

export type PaymentStatus = { state: PaymentState; amountPaise: number | undefined; raw?: unknown }

/**
 * What the shop needs from a payment gateway. The built-in simulator and the real PhonePe client both
 * implement it; the shop marks an order paid only after `fetchStatus` itself reports success.
 */
export interface PaymentProvider {
  readonly name: string
  startPayment(request: StartPaymentRequest): Promise<{ redirectUrl: string | undefined; raw?: unknown }>
  fetchStatus(payment: {
    transactionId: string
    amountPaise: number
    startedAt: Date
  }): Promise<PaymentStatus>
  /** The transaction a server-to-server callback is about, or null when its checksum does not verify. */
  readCallback(body: unknown, checksumHeader: string | undefined): string | null
}

export class PaymentGatewayError extends Error {}
