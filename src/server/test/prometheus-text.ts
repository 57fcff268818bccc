/** One sample of a scrape: `name{label="value",…} value`. */
export type PrometheusSample = { name: string; labels: Record<string, string>; value: number }

export type PrometheusScrape = {
  samples: PrometheusSample[]
  /** Metric family name → its TYPE (counter, gauge, histogram, summary, untyped). */
  types: Map<string, string>
  /** Lines that are neither a comment, nor a sample, nor blank; and samples of no declared family. */
  problems: string[]
}

const SAMPLE_LINE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)(?: -?\d+)?$/
const LABEL_PAIR = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"(?:,|$)/y
const METRIC_TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped'])
const HISTOGRAM_SUFFIXES = ['_bucket', '_sum', '_count']

/**
 * Reads Prometheus' text exposition format (version 0.0.4) strictly enough for a test to fail on what a
 * Prometheus server would refuse: every line a comment (`# HELP`, `# TYPE`), blank, or `name{labels} value`
 * with a number, well-formed label pairs, and a family declared by a TYPE line.
 */
export function parsePrometheusText(text: string): PrometheusScrape {
  const samples: PrometheusSample[] = []
  const types = new Map<string, string>()
  const problems: string[] = []
  for (const line of text.split('\n')) {
    if (line === '') continue
    if (line.startsWith('# TYPE ')) {
      const type = /^# TYPE ([a-zA-Z_:][a-zA-Z0-9_:]*) (\w+)$/.exec(line)
      if (!type || !METRIC_TYPES.has(type[2]!)) problems.push(`bad TYPE line: ${line}`)
      else types.set(type[1]!, type[2]!)
      continue
    }
    if (line.startsWith('# HELP ')) {
      if (!/^# HELP [a-zA-Z_:][a-zA-Z0-9_:]* /.test(line)) problems.push(`bad HELP line: ${line}`)
      continue
    }
    // Any other line beginning with # is a comment.
    if (line.startsWith('#')) continue
    const match = SAMPLE_LINE.exec(line)
    const value = match ? parseValue(match[3]!) : undefined
    const labels = match ? parseLabels(match[2] ?? '') : undefined
    if (!match || value === undefined || !labels) {
      problems.push(`bad sample: ${line}`)
      continue
    }
    samples.push({ name: match[1]!, labels, value })
  }
  for (const sample of samples)
    if (!familyOf(sample.name, types)) problems.push(`sample of no declared family: ${sample.name}`)
  return { samples, types, problems }
}

/** As Prometheus reads a value (Go's ParseFloat): NaN and Inf in any case (prom-client writes `Nan`). */
function parseValue(text: string): number | undefined {
  const special = text.toLowerCase()
  if (special === '+inf' || special === 'inf') return Infinity
  if (special === '-inf') return -Infinity
  if (special === 'nan') return NaN
  return /^-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/.test(text) ? Number(text) : undefined
}

function parseLabels(text: string): Record<string, string> | undefined {
  const labels: Record<string, string> = {}
  LABEL_PAIR.lastIndex = 0
  while (LABEL_PAIR.lastIndex < text.length) {
    const pair = LABEL_PAIR.exec(text)
    if (!pair) return undefined
    labels[pair[1]!] = pair[2]!.replace(/\\(.)/g, (_, escaped: string) => (escaped === 'n' ? '\n' : escaped))
  }
  return labels
}

function familyOf(sampleName: string, types: Map<string, string>): string | undefined {
  if (types.has(sampleName)) return sampleName
  const suffix = HISTOGRAM_SUFFIXES.find((ending) => sampleName.endsWith(ending))
  const family = suffix ? sampleName.slice(0, -suffix.length) : undefined
  return family && ['histogram', 'summary'].includes(types.get(family) ?? '') ? family : undefined
}

/** The sum of the samples named `name` whose labels include `labels` (0 when there is none). */
export function sampleValue(
  scrape: PrometheusScrape,
  name: string,
  labels: Record<string, string> = {},
): number {
  return scrape.samples
    .filter(
      (sample) =>
        sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
    )
    .reduce((sum, sample) => sum + sample.value, 0)
}
