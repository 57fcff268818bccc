export type PaymentState = 'PAYMENT_SUCCESS' | 'PAYMENT_PENDING' | 'PAYMENT_ERROR'

export type StartPaymentRequest = {
  /** The shop's id of this payment attempt (PhonePe's merchant transaction or merchant order id). */
  transactionId: string
  amountPaise: number
  /** Ten digits, without the +91 prefix. */
  mobileNumber: string
  userId: string
  /** Where the gateway sends the shopper back: the order's page on the shop's own origin. */
  redirectUrl: string
  /** Where a v1 gateway posts its server-to-server callback (v2 webhooks are set up in PhonePe's dashboard). */
  callbackUrl: string
  /** When the attempt must end at the latest: the order's hold. */
  expiresAt: Date
}

export type PaymentStatus = { state: PaymentState; amountPaise: number | undefined; raw?: unknown }

/**
 * Where a refund stands at the gateway. `REFUND_UNKNOWN` is only ever an answer of `fetchRefundStatus`: the
 * gateway has no refund of that id, so none can have been paid out (never given it, or given it too late to
 * show yet); the shop then gives it to the gateway under the same id.
 */
export type RefundState = 'REFUND_PENDING' | 'REFUND_COMPLETED' | 'REFUND_FAILED' | 'REFUND_UNKNOWN'

export type RefundRequest = {
  /**
   * The shop's id of this refund attempt (PhonePe's merchant refund id), new for each attempt and the same for
   * every request about it: a second request to make it is the same refund, not another.
   */
  refundId: string
  /** The successful payment attempt being refunded. */
  transactionId: string
  amountPaise: number
  /** When the shop learned the gateway has this attempt (its answer to making it); null while it knows of none. */
  handedOverAt: Date | null
}

export type RefundStatus = { state: RefundState; raw?: unknown; message?: string }

/** What a verified server-to-server message from the gateway is about; the shop then asks the gateway itself. */
export type CallbackSubject =
  { kind: 'payment'; transactionId: string } | { kind: 'refund'; refundId: string }

export type CallbackRequest = {
  body: unknown
  headers: Record<string, string | string[] | undefined>
}

/**
 * What the shop needs from a payment gateway. The built-in simulator, PhonePe's Standard Checkout v2 and its
 * older PG v1 client implement it. The shop believes a payment or refund only when `fetchStatus` or
 * `fetchRefundStatus` itself reports it; a callback only tells it whom to ask about.
 */
export interface PaymentProvider {
  readonly name: string
  startPayment(request: StartPaymentRequest): Promise<{ redirectUrl: string | undefined; raw?: unknown }>
  fetchStatus(payment: {
    transactionId: string
    amountPaise: number
    startedAt: Date
    mobileNumber: string | null
  }): Promise<PaymentStatus>
  /**
   * Asks the gateway to refund part or all of a successful payment; asking again with the same `refundId` is
   * harmless (PhonePe answers the refund it already has). Throws `PaymentGatewayError` when no answer came,
   * though the request may have arrived.
   */
  startRefund(request: RefundRequest): Promise<RefundStatus>
  fetchRefundStatus(refund: RefundRequest): Promise<RefundStatus>
  /** The payment or refund a callback is about, or null when its signature or Authorization does not verify. */
  readCallback(request: CallbackRequest): CallbackSubject | null
}

/** The gateway did not answer, or answered something unusable: the caller answers 502 and may try again. */
export class PaymentGatewayError extends Error {}
