import { useEffect, useState } from 'react'
import { Check, Copy } from 'lucide-react'
import { toast } from 'sonner'
import { COPIED_LABEL_MS } from '@common/constants'

/** Copies the address; "Copied!" shows for 2 s with the toast "Email copied to clipboard!". */
export function CopyEmailButton({ email }: { email: string }) {
  const [copiedAt, setCopiedAt] = useState<number | null>(null)

  useEffect(() => {
    if (copiedAt === null) return
    const timer = setTimeout(() => setCopiedAt(null), COPIED_LABEL_MS)
    return () => clearTimeout(timer)
  }, [copiedAt])

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(email)
      setCopiedAt(Date.now())
      toast.success('Email copied to clipboard!')
    } catch {
      toast.error(`Could not copy. Our email is ${email}`)
    }
  }

  const isCopied = copiedAt !== null
  return (
    <button
      type="button"
      onClick={copy}
      aria-label={isCopied ? 'Copied!' : 'Copy email address'}
      className="inline-flex items-center gap-1.5 rounded-lg border border-white/15 bg-white/5 px-3 py-1.5 text-xs font-semibold text-slate-200 transition hover:bg-white/10 hover:text-white"
    >
      {isCopied ? (
        <Check aria-hidden="true" className="size-3.5 text-emerald-300" />
      ) : (
        <Copy aria-hidden="true" className="size-3.5" />
      )}
      <span aria-hidden="true">{isCopied ? 'Copied!' : 'Copy'}</span>
    </button>
  )
}
