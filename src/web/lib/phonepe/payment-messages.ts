/** What the shop says about a PhonePe payment, at checkout and when paying again from the order's page. */
export const PAYMENT_MESSAGES = {
  processFailed: 'Failed to process payment',
  initiateFailed: 'Failed to initiate payment',
  statusFailed: 'Failed to check payment status',
  stillProcessing: 'Payment is still processing. Please wait...',
  succeeded: 'Payment successful!',
  failed: 'Payment failed. Please try again.',
} as const
