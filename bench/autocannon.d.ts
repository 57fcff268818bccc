// The part of autocannon 8's programmatic API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events'

  export type RequestParams = {
    method: string
    path: string
    headers: Record<string, string>
    body?: string | Buffer
  }

  export type Request = Partial<RequestParams> & {
    /** Called for every request; what it returns is sent. */
    setupRequest?: (request: RequestParams, context: Record<string, unknown>) => RequestParams
    /** Called with every answer to this request. */
    onResponse?: (status: number, body: string) => void
  }

  export type Options = {
    url: string
    connections?: number
    duration?: number
    method?: string
    headers?: Record<string, string>
    body?: string | Buffer
    requests?: Request[]
    timeout?: number
  }

  export type Histogram = {
    average: number
    mean: number
    min: number
    max: number
    p50: number
    p90: number
    p99: number
  }

  export type Result = {
    duration: number
    requests: Histogram & { total: number; sent: number }
    latency: Histogram
    throughput: Histogram & { total: number }
    errors: number
    timeouts: number
    non2xx: number
    statusCodeStats: Record<string, { count: number }>
  }

  export type Instance = EventEmitter & Promise<Result> & { stop: () => void }

  export default function autocannon(options: Options): Instance
}

// The queue of answers in flight; bench/load.ts replaces how it keeps bodies.
declare module 'autocannon/lib/pipelinedRequestsQueue.js' {
  const PipelinedRequestsQueue: { prototype: object }
  export default PipelinedRequestsQueue
}
