/** The card every checkout section sits in, on the cart screen and the checkout pages alike. */
export const checkoutPanelClassName =
  'rounded-2xl border border-white/10 bg-night-900/80 p-5 shadow-xl shadow-black/30 backdrop-blur sm:p-6'

export const panelHeadingClassName = 'text-lg font-bold tracking-tight text-white'
