import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { ArrowLeft, Clock, Mail, MapPin, MessageCircle } from 'lucide-react'
import { SocialIcon } from '../../../components/layout-elements/social-icon'
import { useDocumentTitle } from '../../../lib/use-document-title'
import {
  formatFullAddress,
  SHOP_EMAIL,
  SHOP_MAP_URL,
  SHOP_NAME,
  SHOP_PHONE,
  SHOP_SUPPORT_HOURS,
  SHOP_WHATSAPP_URL,
  SOCIAL_LINKS,
} from '@common/shop-identity'
import { ContactForm } from '../components/contact/contact-form'
import { CopyEmailButton } from '../components/contact/copy-email-button'

const actionLinkClassName =
  'inline-flex items-center gap-1 rounded text-sm font-semibold text-accent-300 hover:text-accent-400'

export function ContactPage() {
  useDocumentTitle('Contact Us')

  return (
    <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 md:py-20">
      <header className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold tracking-[0.25em] text-accent-300 uppercase">Contact</p>
        <h1 className="mt-3 text-4xl text-white sm:text-5xl">
          Let&apos;s <span className="text-gradient">Connect</span>
        </h1>
        <p className="mt-5 text-lg leading-relaxed text-slate-300">
          A question about an order, a figure you are hunting for, or just want to talk anime? We reply within
          one working day.
        </p>
      </header>

      <div className="mt-14 grid gap-8 lg:grid-cols-[1fr_1.3fr]">
        <div className="space-y-4">
          <ContactCard
            icon={<MessageCircle aria-hidden="true" className="size-6" />}
            title="WhatsApp"
            tone="bg-emerald-500/15 text-emerald-300"
          >
            <p className="text-slate-300">{SHOP_PHONE}</p>
            <a
              href={SHOP_WHATSAPP_URL}
              target="_blank"
              rel="noopener noreferrer"
              className={actionLinkClassName}
            >
              Chat with us on WhatsApp
            </a>
          </ContactCard>

          <ContactCard
            icon={<Mail aria-hidden="true" className="size-6" />}
            title="Email"
            tone="bg-accent-700/20 text-accent-300"
          >
            <div className="flex flex-wrap items-center gap-3">
              <a href={`mailto:${SHOP_EMAIL}`} className="rounded break-all text-slate-200 hover:text-white">
                {SHOP_EMAIL}
              </a>
              <CopyEmailButton email={SHOP_EMAIL} />
            </div>
          </ContactCard>

          <ContactCard
            icon={<MapPin aria-hidden="true" className="size-6" />}
            title="Location"
            tone="bg-accent-violet-700/25 text-accent-violet-400"
          >
            <address className="text-slate-300 not-italic">{formatFullAddress()}</address>
            <a href={SHOP_MAP_URL} target="_blank" rel="noopener noreferrer" className={actionLinkClassName}>
              View on map
            </a>
          </ContactCard>

          <p className="flex items-center gap-2 px-1 text-sm text-slate-400">
            <Clock aria-hidden="true" className="size-4" />
            Support hours: {SHOP_SUPPORT_HOURS}
          </p>

          <section
            aria-labelledby="follow-title"
            className="rounded-2xl border border-white/10 bg-night-900/70 p-6"
          >
            <h2 id="follow-title" className="text-xl text-white">
              Follow Me
            </h2>
            <p className="mt-1 text-sm text-slate-400">Unboxings, restock alerts and giveaways.</p>
            <ul className="mt-4 grid grid-cols-2 gap-2">
              {SOCIAL_LINKS.map((social) => (
                <li key={social.network}>
                  <a
                    href={social.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${SHOP_NAME} on ${social.label}`}
                    className="flex items-center gap-2.5 rounded-xl border border-white/10 bg-white/5 px-3 py-2.5 text-sm text-slate-200 transition hover:border-accent-400/50 hover:text-white"
                  >
                    <SocialIcon network={social.network} className="size-4 shrink-0 text-accent-300" />
                    <span className="truncate">{social.label}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        </div>

        <section
          aria-labelledby="message-title"
          className="rounded-3xl border border-white/10 bg-night-900/80 p-6 shadow-2xl shadow-black/30 sm:p-8"
        >
          <h2 id="message-title" className="text-2xl text-white">
            Send a Message
          </h2>
          <p className="mt-2 mb-6 text-sm text-slate-400">All fields are required.</p>
          <ContactForm />
        </section>
      </div>

      <p className="mt-14 text-center">
        <Link
          to="/"
          className="inline-flex items-center gap-2 rounded font-semibold text-slate-300 hover:text-white"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Home
        </Link>
      </p>
    </div>
  )
}

function ContactCard({
  icon,
  title,
  tone,
  children,
}: {
  icon: ReactNode
  title: string
  tone: string
  children: ReactNode
}) {
  return (
    <section aria-label={title} className="flex gap-4 rounded-2xl border border-white/10 bg-night-900/70 p-5">
      <span className={`flex size-12 shrink-0 items-center justify-center rounded-xl ${tone}`}>{icon}</span>
      <div className="min-w-0 space-y-1.5">
        <h2 className="font-sans text-base font-bold text-white">{title}</h2>
        {children}
      </div>
    </section>
  )
}
