import type { ReactNode } from 'react'
import { Link } from 'react-router'
import {
  Compass,
  Gem,
  Heart,
  HeartHandshake,
  ShieldCheck,
  Sparkles,
  Target,
  Truck,
  Users,
} from 'lucide-react'
import { HERO_FIGURES } from '@common/constants'
import { buttonClassName } from '../../../components/ui/button-styles'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { SHOP_FOUNDED_YEAR, SHOP_NAME } from '@common/shop-identity'
import { NewsletterSection } from '../components/about/newsletter-section'

const VALUES = [
  {
    icon: Gem,
    title: 'Authenticity',
    text: 'We source from licensed makers and official distributors. No bootlegs, no recasts — ever.',
  },
  {
    icon: HeartHandshake,
    title: 'Honesty',
    text: 'Real photos, clear prices in rupees and no hidden charges. If something goes wrong, we make it right.',
  },
  {
    icon: Truck,
    title: 'Care',
    text: 'Boxes are collectibles too: we pack every order with corner guards and bubble wrap so it arrives mint.',
  },
]

const REASONS = [
  {
    icon: Sparkles,
    title: 'Quality Products',
    text: 'Hand-checked figures, keychains and Q Posket prizes with crisp paint, sturdy bases and intact boxes.',
  },
  {
    icon: Heart,
    title: 'Passion for Anime',
    text: 'We are fans first. We pick what we would want on our own shelves, from classics to this season’s hits.',
  },
  {
    icon: ShieldCheck,
    title: 'Secure Shopping',
    text: 'Encrypted checkout, trusted payments with PhonePe, and Cash on Delivery when you prefer to pay at the door.',
  },
  {
    icon: Users,
    title: 'Community Focused',
    text: 'Unboxings, restock alerts and fan events — we grow with India’s anime community, not just sell to it.',
  },
]

export function AboutPage() {
  useDocumentTitle('About Us')

  return (
    <div className="pb-20">
      <section
        aria-labelledby="about-title"
        className="relative isolate overflow-hidden border-b border-white/10"
      >
        <div className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_left,rgb(190_24_93/0.35),transparent_55%),radial-gradient(ellipse_at_bottom_right,rgb(109_40_217/0.35),transparent_55%)]" />
        <div className="mx-auto max-w-4xl px-4 py-20 text-center sm:px-6 sm:py-28">
          <p className="text-sm font-semibold tracking-[0.25em] text-accent-300 uppercase">
            Since {SHOP_FOUNDED_YEAR}
          </p>
          <h1 id="about-title" className="mt-4 text-4xl leading-tight text-white sm:text-5xl md:text-6xl">
            About <span className="text-gradient">{SHOP_NAME}</span>
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-slate-300">
            A shop made by anime fans for anime fans — bringing authentic figures and collectibles to every
            corner of India, at honest prices.
          </p>
        </div>
      </section>

      <div className="mx-auto max-w-6xl space-y-20 px-4 pt-16 sm:px-6 md:space-y-28 md:pt-24">
        <section aria-labelledby="story-title" className="grid items-center gap-10 md:grid-cols-2">
          <div>
            <SectionEyebrow icon={Compass}>How it began</SectionEyebrow>
            <h2 id="story-title" className="mt-3 text-3xl text-white sm:text-4xl">
              Our Story
            </h2>
            <div className="mt-5 space-y-4 leading-relaxed text-slate-300">
              <p>
                {SHOP_NAME} was founded in {SHOP_FOUNDED_YEAR} by a small group of friends who spent years
                hunting for genuine anime figures in India — and paying import fees, waiting months and
                opening crushed boxes.
              </p>
              <p>
                We decided to fix that. Today we bring in figures, keychains and Q Posket collectibles
                directly, check every piece by hand and ship it across the country with tracking, so the wait
                ends with a smile.
              </p>
            </div>
          </div>
          <div className="relative">
            <div className="absolute -inset-4 -z-10 rounded-3xl bg-linear-to-br from-accent-700/30 to-accent-violet-700/30 blur-2xl" />
            <dl className="grid grid-cols-2 gap-4">
              {[
                { value: String(SHOP_FOUNDED_YEAR), label: 'Founded' },
                { value: HERO_FIGURES.happyCustomers, label: 'Happy customers' },
                { value: HERO_FIGURES.animeSeries, label: 'Anime series' },
                { value: HERO_FIGURES.shipping, label: 'Fast shipping' },
              ].map(({ value, label }) => (
                <div
                  key={label}
                  className="flex flex-col rounded-2xl border border-white/10 bg-night-900/80 p-5 text-center"
                >
                  <dt className="order-2 mt-1 text-sm text-slate-400">{label}</dt>
                  <dd className="order-1 font-display text-3xl text-accent-cyan-300">{value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </section>

        <section
          aria-labelledby="mission-title"
          className="rounded-3xl border border-white/10 bg-night-900/70 p-8 text-center sm:p-12"
        >
          <SectionEyebrow icon={Target}>What drives us</SectionEyebrow>
          <h2 id="mission-title" className="mt-3 text-3xl text-white sm:text-4xl">
            Our Mission
          </h2>
          <p className="mx-auto mt-5 max-w-3xl text-lg leading-relaxed text-slate-300">
            To make authentic anime collectibles easy to find, fair to buy and safe to receive for every fan
            in India — whether it is your first keychain or the centrepiece of your shelf.
          </p>
        </section>

        <section aria-labelledby="values-title">
          <div className="text-center">
            <SectionEyebrow icon={Heart}>What we stand for</SectionEyebrow>
            <h2 id="values-title" className="mt-3 text-3xl text-white sm:text-4xl">
              Our Values
            </h2>
          </div>
          <ul className="mt-10 grid gap-5 md:grid-cols-3">
            {VALUES.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-2xl border border-white/10 bg-night-900/60 p-6">
                <Icon aria-hidden="true" className="size-7 text-accent-300" />
                <h3 className="mt-4 text-lg font-bold text-white">{title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-400">{text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="why-title">
          <div className="text-center">
            <SectionEyebrow icon={Sparkles}>The {SHOP_NAME} difference</SectionEyebrow>
            <h2 id="why-title" className="mt-3 text-3xl text-white sm:text-4xl">
              Why Choose Us
            </h2>
          </div>
          <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {REASONS.map(({ icon: Icon, title, text }) => (
              <li
                key={title}
                className="group rounded-2xl border border-white/10 bg-night-900/60 p-6 transition hover:-translate-y-1 hover:border-accent-400/50"
              >
                <span className="flex size-12 items-center justify-center rounded-xl bg-linear-to-br from-accent-700 to-accent-violet-700 text-white shadow-lg shadow-accent-700/30">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-5 text-lg font-bold text-white">{title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-400">{text}</p>
              </li>
            ))}
          </ul>
          <p className="mt-10 text-center">
            <Link to="/collections/all" className={buttonClassName('primary', 'px-6 py-3')}>
              Explore the Collection
            </Link>
          </p>
        </section>

        <NewsletterSection />
      </div>
    </div>
  )
}

function SectionEyebrow({ icon: Icon, children }: { icon: typeof Heart; children: ReactNode }) {
  return (
    <p className="inline-flex items-center gap-2 text-sm font-semibold tracking-wider text-accent-300 uppercase">
      <Icon aria-hidden="true" className="size-4" />
      {children}
    </p>
  )
}
