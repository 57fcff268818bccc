import { useState } from 'react'
import { Users } from 'lucide-react'
import { SubscribeForm } from './subscribe-form'
import { SubscribedDialog } from './subscribed-dialog'
import { UnsubscribeDialog } from './unsubscribe-dialog'

/** "Join Our Anime Community": the About page's newsletter sign-up, with its way out. */
export function NewsletterSection() {
  const [outcome, setOutcome] = useState<'subscribed' | 'already-subscribed' | null>(null)
  const [isUnsubscribeOpen, setIsUnsubscribeOpen] = useState(false)

  return (
    <section
      aria-labelledby="newsletter-title"
      className="relative overflow-hidden rounded-3xl border border-white/10 bg-linear-to-br from-accent-700/30 via-night-900 to-accent-violet-700/30 px-5 py-12 text-center sm:px-10 sm:py-16"
    >
      <div
        aria-hidden="true"
        className="absolute -top-20 -right-16 size-64 rounded-full bg-accent-400/20 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="absolute -bottom-24 -left-16 size-64 rounded-full bg-accent-violet-400/20 blur-3xl"
      />
      <div className="relative">
        <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-night-950/60 text-accent-300 ring-1 ring-white/10">
          <Users aria-hidden="true" className="size-7" />
        </span>
        <h2 id="newsletter-title" className="mt-5 text-2xl text-white sm:text-3xl">
          Join Our Anime Community
        </h2>
        <p className="mx-auto mt-3 mb-8 max-w-xl text-slate-300">
          Be the first to hear about new arrivals, restocks of sold-out favourites and members-only sales. One
          friendly e-mail now and then — no spam, ever.
        </p>
        <SubscribeForm
          onSubscribed={(answer) =>
            setOutcome(answer.alreadySubscribed ? 'already-subscribed' : 'subscribed')
          }
        />
        <p className="mt-5 text-sm text-slate-400">
          Changed your mind?{' '}
          <button
            type="button"
            onClick={() => setIsUnsubscribeOpen(true)}
            className="rounded font-semibold text-accent-300 underline underline-offset-2 hover:text-accent-400"
          >
            Unsubscribe
          </button>
        </p>
      </div>
      <SubscribedDialog outcome={outcome} onClose={() => setOutcome(null)} />
      <UnsubscribeDialog isOpen={isUnsubscribeOpen} onClose={() => setIsUnsubscribeOpen(false)} />
    </section>
  )
}
