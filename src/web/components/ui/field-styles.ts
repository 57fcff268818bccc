export const inputClassName =
  'block w-full rounded-lg border border-night-600 bg-night-950/70 px-3.5 py-2.5 text-slate-100 ' +
  'placeholder:text-slate-500 transition hover:border-night-600/80 focus:border-accent-400 ' +
  'aria-invalid:border-rose-400'

export const labelClassName = 'mb-1.5 block text-sm font-medium text-slate-200'

export const fieldErrorClassName = 'mt-1.5 text-sm text-rose-300'
