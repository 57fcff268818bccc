export type ButtonVariant = 'primary' | 'ghost'

// Disabled: 75 % opacity keeps a primary button's white text at 4.5:1 on its gradient (60 % gave 3.96:1).
const base =
  'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold transition ' +
  'disabled:cursor-not-allowed disabled:opacity-75'

const variants: Record<ButtonVariant, string> = {
  primary:
    'bg-linear-to-r from-accent-700 to-accent-violet-700 text-white shadow-lg shadow-accent-700/25 ' +
    'hover:brightness-110 active:brightness-95',
  ghost: 'text-slate-200 hover:bg-white/10 hover:text-white',
}

/** Shared by <button>s and links that look like buttons. */
export function buttonClassName(variant: ButtonVariant = 'primary', extra = ''): string {
  return `${base} ${variants[variant]} ${extra}`.trim()
}
