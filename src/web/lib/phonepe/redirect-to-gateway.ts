/** Leaves the shop for the payment gateway's own page (the real PhonePe checkout). */
export function redirectToGateway(url: string): void {
  window.location.assign(url)
}
