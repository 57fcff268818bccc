// Where a test run's time went: each stage's seconds, the slowest test files and browser journeys, and every journey
// that passed only on its retry. `npm test` prints it at its end and CI once more at the very end of its log, so the
// next slowdown is seen in the run that brought it.
//
//   node scripts/test-profile.mjs "title=stages.tsv" …
//
// Each stages file holds one line a stage, "name<TAB>seconds<TAB>passed|failed<TAB>start" (start in Unix seconds, so
// that stages run side by side count once in the total). scripts/test.mjs writes test-results/stages.tsv and .ci/run
// writes its own; the reports are the ones `npm test` leaves in test-results/.
import { existsSync, readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { pathToFileURL } from 'node:url'

export const SLOWEST_SHOWN = 15

const VITEST_REPORTS = ['test-results/vitest.json', 'test-results/vitest-pg-restart.json']
const E2E_REPORT = 'test-results/e2e.json'

function readJson(path) {
  if (!existsSync(path)) return undefined
  try {
    return JSON.parse(readFileSync(path, 'utf8'))
  } catch {
    return undefined
  }
}

/** Stages as "name<TAB>seconds<TAB>outcome<TAB>start" lines, in the order they ran. */
export function readStages(path) {
  if (!existsSync(path)) return []
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [name, seconds, outcome, start] = line.split('\t')
      return { name, seconds: Number(seconds), outcome, start: Number(start) }
    })
}

/** Every Vitest file with its wall time, from Vitest's JSON reports. */
export function vitestFiles(reports) {
  return reports.flatMap((report) =>
    (report?.testResults ?? []).map((file) => ({
      name: relative(process.cwd(), String(file.name)),
      seconds: (file.endTime - file.startTime) / 1000,
    })),
  )
}

/** Every journey with the time of all its attempts and whether it passed only on a retry, from Playwright's JSON. */
export function journeys(report) {
  const found = []
  // The top suite is the file; the ones inside it are describe blocks, whose titles tell apart one test run at
  // several widths or settings.
  const walk = (suite, describes) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const results = test.results ?? []
        found.push({
          name: `${spec.file}:${spec.line} › ${[...describes, spec.title].join(' › ')}`,
          seconds: results.reduce((sum, result) => sum + (result.duration ?? 0), 0) / 1000,
          attempts: results.length,
          flaky: test.status === 'flaky',
        })
      }
    }
    for (const inner of suite.suites ?? []) walk(inner, [...describes, inner.title])
  }
  for (const suite of report?.suites ?? []) walk(suite, [])
  return found
}

/** From the first stage's start to the last one's end: stages that ran side by side count once. */
function wallTime(stages) {
  const first = Math.min(...stages.map((stage) => stage.start))
  const last = Math.max(...stages.map((stage) => stage.start + stage.seconds))
  return last - first
}

const slowestFirst = (entries) => [...entries].sort((a, b) => b.seconds - a.seconds)
const seconds = (value) => `${value.toFixed(1).padStart(7)} s`
const minutes = (value) =>
  `${Math.floor(value / 60)} min ${String(Math.round(value % 60)).padStart(2, '0')} s`

/** The profile as printed lines. */
export function profileLines({ stageLists, vitestReports, e2eReport }) {
  const lines = []
  for (const { title, stages } of stageLists) {
    if (stages.length === 0) continue
    lines.push(`${title}, by stage:`)
    for (const stage of stages)
      lines.push(`${seconds(stage.seconds)}  ${stage.name}${stage.outcome === 'failed' ? '  (failed)' : ''}`)
    const total = wallTime(stages)
    lines.push(`${seconds(total)}  in all (${minutes(total)})`)
  }
  const files = slowestFirst(vitestFiles(vitestReports))
  if (files.length > 0) {
    lines.push(`The ${Math.min(SLOWEST_SHOWN, files.length)} slowest of ${files.length} Vitest files:`)
    for (const file of files.slice(0, SLOWEST_SHOWN)) lines.push(`${seconds(file.seconds)}  ${file.name}`)
  }
  const ran = journeys(e2eReport)
  if (ran.length > 0) {
    lines.push(`The ${Math.min(SLOWEST_SHOWN, ran.length)} slowest of ${ran.length} browser journeys:`)
    for (const journey of slowestFirst(ran).slice(0, SLOWEST_SHOWN))
      lines.push(
        `${seconds(journey.seconds)}  ${journey.name}${journey.attempts > 1 ? ` (${journey.attempts} attempts)` : ''}`,
      )
    const flaky = ran.filter((journey) => journey.flaky)
    lines.push(
      flaky.length === 0
        ? 'Flaky journeys (passed only on a retry): none'
        : `Flaky journeys (passed only on a retry): ${flaky.length}`,
    )
    for (const journey of flaky) lines.push(`  ⚠ ${journey.name}`)
  }
  return lines
}

/** Prints the profile of the stages files given ({ title, path }) and of the reports in test-results/. */
export function printProfile(stageFiles) {
  const lines = profileLines({
    stageLists: stageFiles.map(({ title, path }) => ({ title, stages: readStages(path) })),
    vitestReports: VITEST_REPORTS.map(readJson),
    e2eReport: readJson(E2E_REPORT),
  })
  console.log(`\n▶ profile\n${lines.join('\n')}`)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printProfile(
    process.argv.slice(2).map((argument) => {
      const [title, path] = argument.split('=')
      return { title, path }
    }),
  )
}
