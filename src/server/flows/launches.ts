import type { FastifyInstance } from 'fastify'
import { EVERYTHING } from '../changes/changes'
import type { MailContext } from '../modules/mail'
import {
  type LaunchMails,
  launchDueProducts,
  nextLaunchMoment,
  openDueEarlyAccess,
} from '../modules/products'
import { notifyEarlyAccess, notifyLaunched } from '../modules/stock-alerts'

/*
 * Drops at their second, on every instance (decision 0043). Each instance keeps one timer set to the next launch
 * or early access window, read at start, again after every change to the catalogue it hears (`app.changes`) and
 * at least once a minute;
 * when it fires, the instance runs the conditional updates (modules/products/launches.ts). The one whose update
 * flipped a row writes its mails in that transaction and publishes the change, so every instance drops its kept
 * answers (listings, facets, the search dictionary) at once; reads never ask about launches. Other work due at a
 * set second (a raffle's draw at its close) rides the same timer: `alsoDue`.
 */

/** Calls `wake` when the app's clock reaches `at`; answers the function that cancels it. */
export type WakeAt = (at: Date, wake: () => void) => () => void

/**
 * Work due at a moment of its own besides the launches: `next` answers the next such moment (undefined: none),
 * `run` does what is due by now. Claimed by the work itself, so every instance may run it at once.
 */
export type DueWork = { next: () => Promise<Date | undefined>; run: () => Promise<void> }

/** setTimeout's longest wait; a later moment is waited for in steps, re-read at each. */
const LONGEST_TIMEOUT_MS = 2 ** 31 - 1

const RETRY_AFTER_FAILURE_MS = 5_000
const REREAD_WITHIN_MS = 60_000

/** The system's timers, on the app's clock. */
export function wakeAtOn(clock: () => Date): WakeAt {
  return (at, wake) => {
    const delay = Math.min(Math.max(0, at.getTime() - clock().getTime()), LONGEST_TIMEOUT_MS)
    const timer = setTimeout(wake, delay)
    // A waiting launch never keeps the process alive by itself.
    timer.unref()
    return () => clearTimeout(timer)
  }
}

/** The launch mails, to the product's notify list (the stock-alerts module's), on the app's clock. */
export function launchMails(mail: () => MailContext, clock: () => Date): LaunchMails {
  return {
    launched: async (trx, product, earlyAccessFrom) => {
      await notifyLaunched(trx, mail(), product, earlyAccessFrom, clock())
    },
    earlyAccessOpened: async (trx, product, opensAt) => {
      await notifyEarlyAccess(trx, mail(), product, opensAt, clock())
    },
  }
}

/**
 * Installs this instance's launch timer: read after the app is ready, again after each `everything` it hears (a
 * product saved here or elsewhere, another instance's launch), stopped when the app closes. Passes never overlap:
 * a change heard during one asks for one more after it.
 */
export function installLaunches(
  app: FastifyInstance,
  options: { clock: () => Date; wakeAt: WakeAt; mails: LaunchMails; alsoDue?: readonly DueWork[] },
): void {
  const { clock, wakeAt, mails, alsoDue = [] } = options
  let cancel: (() => void) | undefined
  let running: Promise<void> | undefined
  let again = false
  let closed = false

  const setTimer = (at: Date) => {
    cancel?.()
    cancel = closed ? undefined : wakeAt(at, () => void refresh())
  }

  // One read of the scheduled products; the conditional updates only once a moment has come.
  const pass = async () => {
    let next = await nextLaunchMoment(app.db)
    const now = clock()
    if (next && next <= now) {
      const launched = await launchDueProducts(app.db, now, mails)
      const opened = await openDueEarlyAccess(app.db, now, mails)
      // What this instance changed, every instance's kept answers drop: the others hear it through the transports.
      if (launched.length > 0 || opened > 0) app.changes.publish(EVERYTHING)
      next = await nextLaunchMoment(app.db)
    }
    for (const work of alsoDue) {
      let due = await work.next()
      if (due && due <= now) {
        await work.run()
        due = await work.next()
      }
      // A moment still due after its run (work left for later, a failure) is the scheduler's to take up: waking
      // for it again at once would spin.
      if (due && due > now && (!next || due < next)) next = due
    }
    // Read again within a minute whatever comes next: a write no instance told of (the catalogue import from the
    // command line) is then found as the kept answers' own bound finds it (decision 0034).
    const reread = new Date(clock().getTime() + REREAD_WITHIN_MS)
    setTimer(next && next < reread ? next : reread)
  }

  const refresh = (): Promise<void> => {
    if (closed) return Promise.resolve()
    if (running) {
      again = true
      return running
    }
    running = pass()
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'launch timer failed')
        // Tried again shortly (the database may be back), unless a change heard meanwhile does it first.
        setTimer(new Date(clock().getTime() + RETRY_AFTER_FAILURE_MS))
      })
      .finally(() => {
        running = undefined
        if (again) {
          again = false
          void refresh()
        }
      })
    return running
  }

  const unsubscribe = app.changes.subscribe((change) => {
    if (change.kind === 'everything') void refresh()
  })
  app.decorate('launches', { refresh })
  app.addHook('onReady', async () => {
    await refresh()
  })
  app.addHook('onClose', async () => {
    closed = true
    unsubscribe()
    cancel?.()
    await running
  })
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's launch timer: `refresh` runs what is due and sets the timer to the next moment. */
    launches: { refresh: () => Promise<void> }
  }
}
