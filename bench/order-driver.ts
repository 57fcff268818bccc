// The busy-shop bench's orders (busy-shop.ts), placed from a process of their own: forked by the bench, told
// "ready" once loaded, given one job over IPC, it places cash-on-delivery orders and sends back what happened.
// Autocannon, reading on 50 connections in the bench's own process, keeps that event loop busy enough to
// delay an order's timer by milliseconds, which would be charged to the shop's order latency.
import { Agent, request } from 'node:http'
import type { GeneratedProduct } from './generate/catalogue'
import type { LoadResult, StatusCounts } from './load'
import { orderRequests } from './order-workload'
import type { BenchRequest } from './recorded-answer'

/** A fixed number of orders a second, arriving whether or not earlier ones were answered; or shoppers
 * each ordering again as soon as their last order is answered. */
export type OrderPace = { kind: 'rate'; perSecond: number } | { kind: 'closed'; shoppers: number }

export type OrderJob = {
  url: string
  /** Signed-in shoppers' access tokens, taken in turn. */
  tokens: string[]
  /** What they buy (orderRequests: one or two of them an order, in turn). */
  products: GeneratedProduct[]
  pace: OrderPace
  warmupSeconds: number
  seconds: number
}

/**
 * LoadResult's figures for the 201s of the measured run, and every order accepted over warm-up and run (for
 * the stock check). At a fixed rate an order belongs to the measured run when it was due in it, and its
 * latency runs from when it was due, so an order the driver sent late still counts its wait; every order
 * due is awaited (up to ANSWER_TIMEOUT_MS), so a shop that falls behind shows in p99. Closed-loop orders
 * count, as autocannon counts, when their answer arrives in the measured run.
 */
export type OrderRun = LoadResult & {
  acceptedIds: string[]
  /** Fixed rate only: how late the driver sent an order at worst (its own clock, not the shop's). */
  maxSendDelayMs: number
  /** The first few refusals and failures ("409: …"), to show what they were. */
  refusals: string[]
  /** The CPU time this driver spent on the job (user and system): the machine's, taken from the shop's. */
  cpuMs: number
}

const ANSWER_TIMEOUT_MS = 10_000
const REFUSALS_KEPT = 5

type Answer = { status: number; body: string }

function send(agent: Agent, base: URL, order: BenchRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: base.hostname,
        port: base.port,
        agent,
        method: order.method,
        path: order.path,
        headers: {
          ...order.headers,
          ...(order.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(order.body)) }),
        },
      },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (body += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
        response.on('error', reject)
      },
    )
    outgoing.setTimeout(ANSWER_TIMEOUT_MS, () => outgoing.destroy(new Error('no answer in time')))
    outgoing.on('error', reject)
    outgoing.end(order.body)
  })
}

function percentile(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!
}

const pause = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds))

export async function placeOrders(job: OrderJob): Promise<OrderRun> {
  const cpuBefore = process.cpuUsage()
  const next = orderRequests(job.tokens, job.products)
  const agent = new Agent({ keepAlive: true })
  const base = new URL(job.url)
  const startedAt = performance.now()
  const measureFrom = startedAt + job.warmupSeconds * 1000
  const endAt = measureFrom + job.seconds * 1000
  const statuses: StatusCounts = {}
  const warmupStatuses: StatusCounts = {}
  const latencies: number[] = []
  const acceptedIds: string[] = []
  let socketErrors = 0
  let maxSendDelayMs = 0
  const refusals: string[] = []
  const keepRefusal = (text: string) => {
    if (refusals.length < REFUSALS_KEPT) refusals.push(text.slice(0, 200))
  }

  /** One order: `from` is when its latency starts, `measured` whether it counts (undefined: when answered). */
  const order = async (from: number, measured?: boolean) => {
    try {
      const { status, body } = await send(agent, base, next())
      const answeredAt = performance.now()
      if (status === 201) acceptedIds.push((JSON.parse(body) as { _id: string })._id)
      else keepRefusal(`${status}: ${body}`)
      const counts = measured ?? (answeredAt >= measureFrom && answeredAt <= endAt)
      const tally = counts ? statuses : answeredAt < measureFrom ? warmupStatuses : undefined
      if (tally) tally[status] = (tally[status] ?? 0) + 1
      if (counts && status === 201) latencies.push(answeredAt - from)
    } catch (error) {
      keepRefusal(`no answer: ${String(error)}`)
      const failedAt = performance.now()
      if (measured ?? (failedAt >= measureFrom && failedAt <= endAt)) socketErrors += 1
    }
  }

  if (job.pace.kind === 'rate') {
    const spacing = 1000 / job.pace.perSecond
    const inFlight: Promise<void>[] = []
    let index = 0
    for (;;) {
      const now = performance.now()
      let due = startedAt + index * spacing
      while (due <= now && due < endAt) {
        maxSendDelayMs = Math.max(maxSendDelayMs, now - due)
        inFlight.push(order(due, due >= measureFrom))
        index += 1
        due = startedAt + index * spacing
      }
      if (due >= endAt) break
      // Asleep until the next order is due: looking every millisecond cost a few per cent of a core, taken
      // from the shop it measures on the same cores.
      await pause(due - now)
    }
    await Promise.all(inFlight)
  } else {
    const shopper = async () => {
      while (performance.now() < endAt) await order(performance.now())
    }
    await Promise.all(Array.from({ length: job.pace.shoppers }, shopper))
  }
  agent.destroy()
  const cpu = process.cpuUsage(cpuBefore)
  const sorted = Float64Array.from(latencies).sort()
  return {
    seconds: job.seconds,
    statuses,
    socketErrors,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    warmupStatuses,
    acceptedIds,
    maxSendDelayMs,
    refusals,
    cpuMs: (cpu.user + cpu.system) / 1000,
  }
}

// Forked by the bench: one job, one answer, then exit.
if (process.send) {
  process.once('message', (job: OrderJob) => {
    void placeOrders(job).then(
      (run) => process.send!(run, () => process.exit(0)),
      (error: unknown) => {
        console.error(error)
        process.exit(1)
      },
    )
  })
  process.send('ready')
}
