import { useState } from 'react'
import { LoaderCircle, ShieldCheck } from 'lucide-react'
import type { Raffle } from '@common/schemas/raffle'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { checkDraw, type DrawCheckResult, type DrawCheckStep } from '../draw-check'
import { raffleHeadingClassName, rafflePanelClassName } from './raffle-panel-styles'

export const DRAW_CHECK_FAILED_MESSAGE =
  'This browser could not run the check (it needs WebCrypto, which browsers offer on secure pages).'

const STEP_NAMES: Record<DrawCheckStep, string> = {
  commitment: 'The seed matches the commitment',
  tickets: 'Every ticket is the HMAC of its entry',
  order: 'The entries stand in ticket order',
  winners: 'The winners are the first entries',
}

/** The rules of the draw in words anyone can follow, and the same check run in the browser on this answer. */
export function HowToCheck({ raffle }: { raffle: Raffle }) {
  const [results, setResults] = useState<DrawCheckResult[] | null>(null)
  const [isChecking, setIsChecking] = useState(false)
  const [failed, setFailed] = useState(false)
  const isDrawn = raffle.state === 'drawn' && raffle.seed !== null

  const runCheck = async () => {
    setIsChecking(true)
    setFailed(false)
    try {
      setResults(await checkDraw(raffle))
    } catch {
      setResults(null)
      setFailed(true)
    } finally {
      setIsChecking(false)
    }
  }

  return (
    <section aria-labelledby="raffle-check-heading" className={rafflePanelClassName}>
      <h2 id="raffle-check-heading" className={raffleHeadingClassName}>
        <ShieldCheck aria-hidden="true" className="size-5 text-accent-400" />
        How to check this draw
      </h2>
      <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm text-slate-300 marker:text-slate-400">
        <li>
          SHA-256 of the seed&apos;s bytes (the seed is 32 bytes, written in hex) must equal the commitment
          published when entries opened.
        </li>
        <li>
          Each entry&apos;s ticket is HMAC-SHA256 with the seed&apos;s bytes as the key and the entry&apos;s
          id as the message, written in hex.
        </li>
        <li>The entries are sorted by ticket, lowest first.</li>
        <li>
          The first {raffle.units === 1 ? 'entry wins the unit' : `${raffle.units} entries win a unit each`}.
          A winner who does not pay within the payment time loses the unit to the next entry in ticket order
          that has not won.
        </li>
      </ol>
      <p className="mt-3 text-sm text-slate-400">
        Any SHA-256 and HMAC tool gives the same answers; the button runs the steps here, with your
        browser&apos;s own cryptography, on the answer this page received.
      </p>

      {isDrawn ? (
        <Button onClick={() => void runCheck()} disabled={isChecking} className="mt-4 w-full sm:w-auto">
          {isChecking ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <ShieldCheck aria-hidden="true" className="size-4" />
          )}
          Check the draw in your browser
        </Button>
      ) : (
        <p className="mt-4 text-sm text-slate-300">The check can be run once the raffle is drawn.</p>
      )}

      <div aria-live="polite" className="mt-4 empty:hidden">
        {failed && <FormAlert message={DRAW_CHECK_FAILED_MESSAGE} />}
        {results && (
          <ul aria-label="Check results" className="space-y-2">
            {results.map((result) => (
              <li
                key={result.step}
                className={`flex items-start gap-3 rounded-xl border p-3 text-sm ${
                  result.passed
                    ? 'border-emerald-400/30 bg-emerald-950/40'
                    : 'border-rose-400/40 bg-rose-950/50'
                }`}
              >
                <span
                  aria-hidden="true"
                  className={`font-bold ${result.passed ? 'text-emerald-300' : 'text-rose-300'}`}
                >
                  {result.passed ? '✓' : '✗'}
                </span>
                <span className="min-w-0">
                  <span className="block font-semibold text-white">
                    <span className="sr-only">{result.passed ? 'Passed: ' : 'Failed: '}</span>
                    {STEP_NAMES[result.step]}
                  </span>
                  <span className="mt-0.5 block text-slate-300 wrap-anywhere">{result.detail}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}
