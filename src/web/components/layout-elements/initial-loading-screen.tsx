import { useEffect, useState } from 'react'
import { INITIAL_SPLASH_MS } from '@common/constants'
import { ShopLogo } from './shop-logo'

const PARTICLE_COUNT = 30
const FADE_OUT_MS = 400
const SHOWN_KEY = 'splashShown'

/** Fixed pseudo-random positions, so the particles look scattered but render the same every time. */
const particles = Array.from({ length: PARTICLE_COUNT }, (_, index) => ({
  left: `${(index * 37 + 11) % 100}%`,
  size: 4 + ((index * 7) % 9),
  delay: `${((index * 13) % 20) / 10}s`,
  duration: `${4 + ((index * 5) % 5)}s`,
  hue: index % 3,
}))

const PARTICLE_COLOURS = ['bg-accent-400', 'bg-accent-violet-400', 'bg-accent-cyan-300']

type Phase = 'shown' | 'leaving' | 'gone'

function hasShownThisSession(): boolean {
  try {
    return sessionStorage.getItem(SHOWN_KEY) === 'true'
  } catch {
    return false
  }
}

function rememberShown(): void {
  try {
    sessionStorage.setItem(SHOWN_KEY, 'true')
  } catch {
    // Without session storage the splash simply shows again on the next load.
  }
}

/**
 * The splash of the first load in a browsing session, shown for 2 s. It is decoration: hidden
 * from assistive technology, and it stops catching clicks the moment its 2 s are over, while it fades.
 */
export function InitialLoadingScreen() {
  const [phase, setPhase] = useState<Phase>(() => (hasShownThisSession() ? 'gone' : 'shown'))

  useEffect(() => {
    if (phase === 'gone') return
    rememberShown()
    const leave = setTimeout(() => setPhase('leaving'), INITIAL_SPLASH_MS)
    const remove = setTimeout(() => setPhase('gone'), INITIAL_SPLASH_MS + FADE_OUT_MS)
    return () => {
      clearTimeout(leave)
      clearTimeout(remove)
    }
    // Started once, on the first render.
  }, [])

  if (phase === 'gone') return null

  return (
    <div
      aria-hidden="true"
      data-testid="initial-loading-screen"
      className={`fixed inset-0 z-[100] flex flex-col items-center justify-center overflow-hidden bg-night-950 transition-opacity duration-[400ms] ${
        phase === 'leaving' ? 'pointer-events-none opacity-0' : 'opacity-100'
      }`}
    >
      <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_center,rgb(109_40_217/0.35),transparent_65%)]" />
      {particles.map((particle, index) => (
        <span
          key={index}
          data-particle=""
          className={`absolute -bottom-4 animate-float-up rounded-full opacity-0 blur-[1px] ${PARTICLE_COLOURS[particle.hue]}`}
          style={{
            left: particle.left,
            width: particle.size,
            height: particle.size,
            animationDelay: particle.delay,
            ['--float-duration' as string]: particle.duration,
          }}
        />
      ))}
      <div className="relative flex flex-col items-center gap-6 px-6 text-center">
        <ShopLogo size="lg" />
        <div className="h-1 w-40 overflow-hidden rounded-full bg-white/10">
          <div className="h-full w-full origin-left animate-grow rounded-full bg-linear-to-r from-accent-400 to-accent-violet-400" />
        </div>
        <p className="text-sm font-medium tracking-wide text-slate-300">Loading your experience...</p>
      </div>
    </div>
  )
}
