import {
  bareRate,
  errorCount,
  memoryMark,
  shareOfBare,
  soldOutCount,
  successRate,
  targetMarks,
  type Mark,
  type ScenarioResult,
  type TargetResult,
} from './pass-marks'

export type RunDescription = {
  date: string
  machine: string
  node: string
  revision: string
  /** Load averages (1, 5, 15 min) before and after: other work on the machine lowers every figure. */
  loadAverage: string
  settings: string
  scenarios: Record<string, string>
  server: string
}

const number = (value: number) => Math.round(value).toLocaleString('en-US')
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`
const kilobytes = (bytes: number) =>
  bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(bytes < 10_240 ? 1 : 0)} kB`
const markText = (mark: Mark) => `${mark.name}: ${mark.met ? 'met' : '**not met**'} (${mark.figure})`

/** "200×51234 503×12, 3 socket errors": every answer of a run, by status. */
function statusBreakdown(load: TargetResult['shop']): string {
  const statuses = Object.entries(load.statuses)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ')
  return load.socketErrors ? `${statuses}, ${load.socketErrors} socket errors` : statuses
}

/**
 * What became of the orders: every 201 must be stored (more may be stored than were answered: those in
 * flight when the load stopped), and the stock check's figures.
 */
function orderNote(result: TargetResult): string {
  const stock = result.stock!
  const stored =
    stock.missingAccepted > 0
      ? `**${number(stock.missingAccepted)} of them are missing from the database**`
      : `every one stored (${number(stock.storedOrders)} orders in the database: those in flight when the load stopped count there too)`
  const examples = stock.examples.length ? `; e.g. ${stock.examples.join('; ')}` : ''
  return `- ${result.database}: ${number(stock.acceptedOrders)} orders accepted (201) over warm-up and run, ${stored}; ${number(soldOutCount(result.shop))} refused as sold out (409) in the measured run; ${stock.soldOut} products sold out; stock = initial − ordered on ${number(stock.productsChecked - stock.mismatched)} of ${number(stock.productsChecked)} products, ${stock.negative} below zero${examples}`
}

/** One line per target, as the run goes. */
export function progressLine(result: TargetResult): string {
  const isOrder = result.target.kind === 'order'
  const unit = isOrder ? 'orders/s' : 'req/s'
  const extra = errorCount(result.shop, isOrder) > 0 || isOrder ? ` [${statusBreakdown(result.shop)}]` : ''
  return `  ${result.target.label.padEnd(28)} ${number(successRate(result)).padStart(7)} ${unit} (bare ${number(bareRate(result))}, ${(shareOfBare(result) * 100).toFixed(0)} %)  p50 ${result.shop.p50Ms.toFixed(1)} ms  p99 ${result.shop.p99Ms.toFixed(1)} ms (bare ${result.bare.p99Ms.toFixed(1)} ms)  errors ${errorCount(result.shop, isOrder)}${extra}  RSS ${megabytes(result.peakRssBytes)}`
}

function scenarioName(result: { scenario: string }, description: RunDescription): string {
  return description.scenarios[result.scenario] ?? result.scenario
}

/** The report: what ran where, every mark met or not, and last the table of every target. */
export function renderReport(
  description: RunDescription,
  results: readonly TargetResult[],
  scenarios: readonly ScenarioResult[],
): string {
  const lines: string[] = []
  lines.push('# npm run bench — latest results', '')
  lines.push(`- date: ${description.date}`)
  lines.push(
    `- machine: ${description.machine}; ${description.node}; load average ${description.loadAverage}`,
  )
  lines.push(`- revision: ${description.revision}`)
  lines.push(`- server: ${description.server}, which ran:`)
  for (const scenario of scenarios)
    lines.push(`  - ${scenario.database}, ${scenarioName(scenario, description)}: \`${scenario.server}\``)
  lines.push(`- load: ${description.settings}`)
  lines.push(
    '- req/s counts 2xx answers only (orders: 201 only); errors are other non-2xx answers and socket errors;',
    '  "bare" is a plain node:http server answering the same status, content type and body on the same machine;',
    '  p50 and p99 are the latencies of the answers counted in req/s.',
  )

  const marks: string[] = []
  for (const result of results)
    for (const mark of targetMarks(result, results))
      marks.push(
        `- ${mark.met ? 'met' : '**NOT MET**'} — ${result.database}, ${scenarioName(result, description)}, ${result.target.label}: ${mark.name} (${mark.figure})`,
      )
  for (const scenario of scenarios) {
    const mark = memoryMark(scenario)
    marks.push(
      `- ${mark.met ? 'met' : '**NOT MET**'} — ${scenario.database}, ${scenarioName(scenario, description)}: ${mark.name} (${mark.figure})`,
    )
  }
  const orderNotes = results.filter((result) => result.stock).map(orderNote)
  lines.push('', '## Pass marks', '', ...marks)
  if (orderNotes.length) lines.push('', '## Orders', '', ...orderNotes)

  lines.push('', '## Results', '')
  lines.push(
    '| database | data | target | size | req/s | bare req/s | of bare | p50 | p99 | bare p99 | errors | peak RSS | pass marks |',
  )
  lines.push('|---|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|')
  for (const result of results) {
    const isOrder = result.target.kind === 'order'
    const errors = `${number(errorCount(result.shop, isOrder))}${isOrder ? ` (+${number(soldOutCount(result.shop))} sold out)` : ''}`
    const marks = targetMarks(result, results).map(markText).join('; ')
    lines.push(
      `| ${result.database} | ${scenarioName(result, description)} | ${result.target.label} \`${result.path}\` | ${kilobytes(result.responseBytes)} | ${number(successRate(result))}${isOrder ? ' orders/s' : ''} | ${number(bareRate(result))} | ${(shareOfBare(result) * 100).toFixed(0)} % | ${result.shop.p50Ms.toFixed(1)} ms | ${result.shop.p99Ms.toFixed(1)} ms | ${result.bare.p99Ms.toFixed(1)} ms | ${errors} | ${megabytes(result.peakRssBytes)} | ${marks || '—'} |`,
    )
  }
  return `${lines.join('\n')}\n`
}
