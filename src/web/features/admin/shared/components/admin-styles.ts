/** The admin area's shared surfaces, so every tab and screen reads as one tool. */

export const adminPanelClassName =
  'rounded-2xl border border-white/10 bg-night-900/70 p-4 shadow-lg shadow-black/20 sm:p-6'

/** A panel's title, on the order screen's panels. */
export const adminSectionHeadingClassName = 'mb-4 text-lg font-bold text-white'

export const adminPageClassName = 'mx-auto w-full max-w-7xl px-3 py-6 sm:px-6 sm:py-10'

export const adminHeadingClassName = 'text-2xl font-bold tracking-tight text-white sm:text-3xl'

/** A table that scrolls inside its card on narrow screens, never the whole page. */
export const adminTableWrapperClassName = '-mx-4 overflow-x-auto sm:mx-0'

export const adminTableClassName = 'w-full min-w-[640px] border-collapse text-left text-sm text-slate-200'

export const adminTableHeadCellClassName =
  'border-b border-white/10 px-3 py-3 text-xs font-semibold uppercase tracking-wide text-slate-400'

export const adminTableCellClassName = 'border-b border-white/5 px-3 py-3 align-middle'

/** Small square icon buttons in table rows: 40 px so they are easy to hit on a phone. */
export const adminIconButtonClassName =
  'inline-flex size-10 items-center justify-center rounded-lg text-slate-300 transition hover:bg-white/10 ' +
  'hover:text-white disabled:cursor-not-allowed disabled:opacity-50'
