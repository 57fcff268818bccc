import { useEffect, useRef } from 'react'
import { Check, Copy, Download } from 'lucide-react'
import { TOTP_ISSUER } from '@common/schemas/two-factor'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { saveFile } from '../../../lib/save-file'
import { useCopyText } from '../use-copy-text'

export const RECOVERY_CODES_FILE_NAME = 'anime-merch-shop-recovery-codes.txt'
export const RECOVERY_CODES_COPY_FAILED_MESSAGE =
  'This browser did not let the page copy. Select the codes and copy them, or download them.'

/** The file a person keeps: whose codes they are and how to use them, then one code a line. */
export function recoveryCodesText(codes: readonly string[], email: string, madeAt: Date): string {
  return [
    `${TOTP_ISSUER}: recovery codes for ${email}`,
    `Made on ${madeAt.toISOString().slice(0, 10)}.`,
    'Each code works once, in place of the code from your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n')
}

type RecoveryCodesProps = {
  codes: readonly string[]
  email: string
  onDone: () => void
}

/** The ten recovery codes, shown this once, with ways to keep them. */
export function RecoveryCodes({ codes, email, onDone }: RecoveryCodesProps) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  const { outcome, copy } = useCopyText()
  const text = () => recoveryCodesText(codes, email, new Date())

  // The code field that had focus is gone: the codes are what to read next.
  useEffect(() => headingRef.current?.focus(), [])

  return (
    <div className="space-y-4 rounded-xl border border-emerald-400/30 bg-emerald-950/20 p-4 sm:p-5">
      <h3 ref={headingRef} tabIndex={-1} className="font-sans text-base font-bold text-white outline-none">
        Two-step sign-in is on. Save your recovery codes
      </h3>
      <p className="text-sm text-slate-300">
        If you lose your phone, each of these codes signs you in once instead of a code from the app. They are
        shown only now: download or copy them and keep them somewhere safe.
      </p>
      <ol
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-x-4 gap-y-2 rounded-lg bg-night-950/70 p-4 font-mono text-sm text-slate-100"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <Button
          variant="ghost"
          className="border border-white/15"
          onClick={() => saveFile(new Blob([text()], { type: 'text/plain' }), RECOVERY_CODES_FILE_NAME)}
        >
          <Download aria-hidden="true" className="size-4" />
          Download
        </Button>
        <Button variant="ghost" className="border border-white/15" onClick={() => void copy(text())}>
          {outcome === 'copied' ? (
            <Check aria-hidden="true" className="size-4 text-emerald-300" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          Copy
        </Button>
        <Button className="ml-auto" onClick={onDone}>
          Done
        </Button>
      </div>
      <p role="status" className="text-sm text-emerald-300 empty:hidden">
        {outcome === 'copied' ? 'Recovery codes copied.' : ''}
      </p>
      {outcome === 'failed' && <FormAlert message={RECOVERY_CODES_COPY_FAILED_MESSAGE} />}
    </div>
  )
}
