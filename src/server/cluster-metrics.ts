import { AggregatorRegistry, type PrometheusContentType, type Registry } from 'prom-client'
import { answerWorkerQuestions, primaryAsker, type PrimaryChannel, type WorkerChannel } from './ask-primary'

export type { PrimaryChannel, WorkerChannel } from './ask-primary'

/**
 * One scrape for the whole process group when WORKERS > 1. A scrape reaches one worker (the primary hands out
 * connections in turn), and that worker's counters alone would be a part that changes from scrape to scrape.
 * So the worker asks the primary over the cluster's IPC channel; the primary, which serves nothing, asks every
 * worker for its metrics (prom-client's AggregatorRegistry, its own messages on the same channel), sums them
 * (counters and histograms added, gauges by each metric's aggregator) and answers the asking worker alone.
 */

/** prom-client's primary gives up on a worker after 5 s; the asking worker waits a little longer than that. */
export const PRIMARY_METRICS_TIMEOUT_MS = 6_000

export type MetricsText = { contentType: string; text: string }

/** Reads the metrics a scrape answers: this process's registry, or with WORKERS > 1 the primary's sum. */
export type MetricsReader = () => Promise<MetricsText>

type MetricsRequest = { shop: 'metrics'; id: number }
type MetricsAnswer = { shop: 'metrics-text'; id: number } & ({ text: string } | { error: string })

/** In the primary: the one aggregator of its workers' metrics (create once, before the workers start). */
export function workersMetricsAggregator(): WorkersMetricsAggregator {
  return new AggregatorRegistry()
}

export type WorkersMetricsAggregator = AggregatorRegistry<PrometheusContentType>

/** In the primary: answers `worker`'s requests with the sum of every worker's metrics. */
export function answerMetricsRequests(worker: WorkerChannel, aggregator: WorkersMetricsAggregator): void {
  answerWorkerQuestions(worker, isMetricsRequest, () =>
    aggregator.clusterMetrics().then(
      (text: string) => ({ shop: 'metrics-text', text }),
      (error: Error) => ({ shop: 'metrics-text', error: error.message }),
    ),
  )
}

/**
 * In a worker: hands `registry` to prom-client's answer to the primary's question, and returns the reader that
 * asks the primary for the group's sum. It rejects when there is no primary to ask or it has not answered
 * within `timeoutMs`.
 */
export function primaryMetricsReader(
  registry: Registry,
  channel: PrimaryChannel = process,
  timeoutMs = PRIMARY_METRICS_TIMEOUT_MS,
): MetricsReader {
  AggregatorRegistry.setRegistries([registry])
  // prom-client answers the primary's requests from the moment an AggregatorRegistry exists in the worker.
  new AggregatorRegistry()
  const ask = primaryAsker<Omit<MetricsRequest, 'id'>, MetricsAnswer>(channel, {
    isAnswer: isMetricsAnswer,
    timeoutMs,
    noPrimaryMessage: 'no primary process to gather the metrics',
  })
  return async () => {
    const answer = await ask({ shop: 'metrics' })
    if (!('text' in answer)) throw new Error(`the primary could not gather the metrics: ${answer.error}`)
    return { contentType: registry.contentType, text: answer.text }
  }
}

function isMetricsRequest(message: unknown): message is MetricsRequest {
  const request = message as Partial<MetricsRequest> | null
  return (
    typeof request === 'object' &&
    request !== null &&
    request.shop === 'metrics' &&
    typeof request.id === 'number'
  )
}

function isMetricsAnswer(message: unknown): message is MetricsAnswer {
  const answer = message as { shop?: unknown; id?: unknown; text?: unknown; error?: unknown } | null
  return (
    typeof answer === 'object' &&
    answer !== null &&
    answer.shop === 'metrics-text' &&
    typeof answer.id === 'number' &&
    (typeof answer.text === 'string' || typeof answer.error === 'string')
  )
}
