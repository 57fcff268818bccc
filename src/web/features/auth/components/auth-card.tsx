import type { ReactNode } from 'react'
import { Sparkles } from 'lucide-react'

interface AuthCardProps {
  title: string
  subtitle: string
  children: ReactNode
  footer: ReactNode
}

/** The centred card both sign-in and sign-up sit in. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <section className="flex justify-center px-4 py-12 sm:py-20">
      <div className="w-full max-w-md rounded-2xl border border-white/10 bg-night-900/80 p-7 shadow-2xl shadow-black/40 backdrop-blur sm:p-9">
        <div className="mb-7 text-center">
          <span className="mx-auto mb-4 flex size-12 items-center justify-center rounded-xl bg-linear-to-br from-accent-700 to-accent-violet-700 shadow-lg shadow-accent-700/30">
            <Sparkles aria-hidden="true" className="size-6 text-white" />
          </span>
          <h1 className="text-2xl font-bold tracking-tight text-white">{title}</h1>
          <p className="mt-2 text-sm text-slate-400">{subtitle}</p>
        </div>
        {children}
        <div className="mt-7 border-t border-white/10 pt-5 text-center text-sm text-slate-400">{footer}</div>
      </div>
    </section>
  )
}
