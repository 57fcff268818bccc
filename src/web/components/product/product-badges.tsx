import type { ReactNode } from 'react'

const tones = {
  new: 'bg-emerald-500 text-emerald-950',
  featured: 'bg-accent-violet-700 text-white',
  bestseller: 'bg-amber-400 text-amber-950',
  soldOut: 'bg-slate-800 text-slate-100 ring-1 ring-white/20',
  discount: 'bg-accent-700 text-white',
  preorder: 'bg-cyan-300 text-cyan-950',
} as const

export type BadgeTone = keyof typeof tones

export function ProductBadge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide shadow ${tones[tone]}`}
    >
      {children}
    </span>
  )
}
