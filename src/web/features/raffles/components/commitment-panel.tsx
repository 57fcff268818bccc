import { Lock } from 'lucide-react'
import type { Raffle } from '@common/schemas/raffle'
import { hexClassName, raffleHeadingClassName, rafflePanelClassName } from './raffle-panel-styles'

const termClassName = 'text-xs font-semibold tracking-wide text-slate-400 uppercase'

/** The seed's SHA-256, published before the first entry, and what it promises in plain words. */
export function CommitmentPanel({ raffle }: { raffle: Pick<Raffle, 'seedHash' | 'seed'> }) {
  return (
    <section aria-labelledby="raffle-commitment-heading" className={rafflePanelClassName}>
      <h2 id="raffle-commitment-heading" className={raffleHeadingClassName}>
        <Lock aria-hidden="true" className="size-5 text-accent-400" />
        The commitment
      </h2>
      <p className="mt-3 text-sm text-slate-300">
        Before the first entry, the shop picked a secret random number, the seed, and published its SHA-256
        fingerprint here. The seed decides every ticket and is revealed once the raffle is drawn. No other
        seed has this fingerprint, so the shop could not change the seed after seeing who entered.
      </p>
      <dl className="mt-4 space-y-4">
        <div>
          <dt className={termClassName}>Commitment (SHA-256 of the seed)</dt>
          <dd className={`mt-1 ${hexClassName}`}>{raffle.seedHash}</dd>
        </div>
        {raffle.seed && (
          <div>
            <dt className={termClassName}>Seed, revealed at the draw</dt>
            <dd className={`mt-1 ${hexClassName}`}>{raffle.seed}</dd>
          </div>
        )}
      </dl>
    </section>
  )
}
