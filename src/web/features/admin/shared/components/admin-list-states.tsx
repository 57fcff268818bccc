import type { ReactNode } from 'react'
import { CircleAlert, RotateCw, type LucideIcon } from 'lucide-react'
import { Button } from '../../../../components/ui/button'

/** What an admin list shows when it has nothing to show. */
export function ListEmpty({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 px-4 py-12 text-center text-slate-300">
      <Icon aria-hidden="true" className="size-10 text-slate-500" />
      <p className="font-medium">{children}</p>
    </div>
  )
}

/** A list that could not load: its fixed message, announced, and a way to try again. */
export function ListError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="flex flex-col items-center gap-4 px-4 py-12 text-center">
      <p role="alert" className="flex items-center gap-2 font-medium text-rose-300">
        <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
        {message}
      </p>
      <Button variant="ghost" onClick={onRetry} className="ring-1 ring-inset ring-white/15">
        <RotateCw aria-hidden="true" className="size-4" />
        Try again
      </Button>
    </div>
  )
}
