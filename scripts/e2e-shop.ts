// The shop the journeys run against (started by scripts/e2e-server.mjs, compiled into dist/e2e-server): the shop as
// `npm start` runs it (run-shop.ts), on a clock a journey moves forward instead of waiting for a moment to come — a
// raffle's close, say. Its control is a route of this harness, not of the shop: the shop's own build
// (dist/server/main.js, what production runs) has no such route and no way to turn one on, so no address of a
// deployed shop can move its clock.
//
//   GET  /__e2e/clock               → { now }: the shop's time, for times a journey enters in the admin's forms
//   POST /__e2e/clock { to: ISO }   → { now }: the clock set forward to `to`, answered once what fell due has run
import { runShop } from '../src/server/run-shop'

/** How far the shop's clock is ahead of the system's; it only grows, as a real clock never runs back. */
let aheadMs = 0
const clock = () => new Date(Date.now() + aheadMs)

await runShop({
  app: { clock },
  beforeListen: (app) => {
    app.get('/__e2e/clock', async () => ({ now: clock().toISOString() }))
    app.post<{ Body: { to?: unknown } }>('/__e2e/clock', async (request, reply) => {
      const to = typeof request.body?.to === 'string' ? Date.parse(request.body.to) : Number.NaN
      if (Number.isNaN(to)) return reply.code(400).send({ message: 'to: an ISO time' })
      aheadMs = Math.max(aheadMs, to - Date.now())
      // The launch timer waits on the system's timers for the clock as it was: it runs what is now due (launches,
      // a raffle's draw with its winners' orders) here instead. A pass already under way read the old time, so a
      // second one follows it.
      await app.launches.refresh()
      await app.launches.refresh()
      return { now: clock().toISOString() }
    })
  },
})
