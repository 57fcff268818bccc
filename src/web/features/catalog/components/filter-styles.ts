/** The filters' section titles (headings and fieldset legends alike). */
export const filterLegendClassName = 'mb-3 text-xs font-bold tracking-[0.14em] text-slate-400 uppercase'

export const checkboxClassName = 'size-4 shrink-0 cursor-pointer rounded border-night-600 accent-accent-400'
