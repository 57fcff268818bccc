/** The card each part of the raffle page sits in, as the order pages' panels. */
export const rafflePanelClassName =
  'rounded-2xl border border-white/10 bg-night-900/70 p-5 shadow-lg shadow-black/20 sm:p-6'

export const raffleHeadingClassName = 'flex items-center gap-2 font-sans text-lg font-bold text-white'

/** Hex strings (the commitment, the seed, tickets, ids) wrap anywhere: 64 characters are wider than a phone. */
export const hexClassName = 'font-mono text-xs break-all text-slate-200 sm:text-sm'
