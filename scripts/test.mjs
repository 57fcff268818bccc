// `npm test`: types, lint, unit + API + component tests (Vitest), then browser journeys (Playwright).
// `npm run test:quick` (`--quick`): types, lint, and the unit and API tests on SQLite only (no PostgreSQL, no
// component tests, no journeys), the loop to run after each change.
// Runs every stage, prints where the time went and one closing "N passed, N failed" line, and fails if any stage
// failed.
import { spawn } from 'node:child_process'
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { printProfile } from './test-profile.mjs'

const isCI = Boolean(process.env.CI)
const isQuick = process.argv.includes('--quick')
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const bin = (name) => `node_modules/.bin/${name}`
const STAGES_FILE = 'test-results/stages.tsv'
const failedStages = []

/**
 * Runs one stage and records its time in test-results/stages.tsv. With `quietly`, the stage's output is held and
 * printed once it ends, so that two stages run side by side do not interleave their lines.
 */
function stage(name, command, args, { env = process.env, quietly = false } = {}) {
  const startedAt = Date.now()
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: quietly ? ['ignore', 'pipe', 'pipe'] : 'inherit' })
    const held = []
    child.stdout?.on('data', (chunk) => held.push(chunk))
    child.stderr?.on('data', (chunk) => held.push(chunk))
    if (!quietly) console.log(`\n▶ ${name}`)
    child.on('close', (code) => {
      const seconds = (Date.now() - startedAt) / 1000
      if (quietly) process.stdout.write(`\n▶ ${name}\n${Buffer.concat(held).toString()}`)
      if (code !== 0) failedStages.push(name)
      const outcome = code === 0 ? 'passed' : 'failed'
      appendFileSync(STAGES_FILE, `${name}\t${seconds.toFixed(1)}\t${outcome}\t${startedAt / 1000}\n`)
      resolve()
    })
  })
}

rmSync('test-results', { recursive: true, force: true })
mkdirSync('test-results', { recursive: true })

// Both single-threaded and independent: side by side they take the time of the slower one.
await Promise.all([
  stage('types', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json'], { quietly: true }),
  stage('lint', bin('eslint'), ['.', '--max-warnings=0'], { quietly: true }),
])

// The quick loop leaves PostgreSQL and the components out: the server's tests run on SQLite alone.
const vitestEnv = { ...process.env }
if (isQuick) delete vitestEnv.TEST_DATABASE_URL
const quickProjects = ['server', 'server-serial', 'web-unit'].map((name) => `--project=${name}`)
await stage(
  isQuick ? 'unit and API tests (SQLite)' : 'unit, API and component tests',
  bin('vitest'),
  [
    'run',
    ...(isQuick ? quickProjects : []),
    '--reporter=default',
    '--reporter=json',
    '--outputFile.json=test-results/vitest.json',
  ],
  { env: vitestEnv },
)

// Stopping the real PostgreSQL cluster would break every other suite running beside it, so that one test runs
// alone, after the others, where the cluster is the machine's own (CI).
const canRestartPostgres =
  !isQuick && isCI && Boolean(process.env.TEST_DATABASE_URL) && existsSync('/usr/bin/pg_ctlcluster')
if (canRestartPostgres) {
  await stage(
    'PostgreSQL stopped and started again',
    bin('vitest'),
    [
      'run',
      '--project=server',
      'src/server/plugins/database-outage.postgres.test.ts',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=test-results/vitest-pg-restart.json',
    ],
    { env: { ...process.env, TEST_PG_RESTART: '1' } },
  )
}

if (isQuick) {
  console.log('\n(quick loop: no PostgreSQL, components or browser journeys; `npm test` runs them)')
} else if (existsSync(chromium)) {
  await stage('browser journeys', bin('playwright'), ['test'])
} else if (isCI) {
  console.error(
    `\n✖ browser journeys: no Chromium at ${chromium}; CI requires it (apt-get install chromium).`,
  )
  failedStages.push('browser journeys')
} else {
  console.log(
    `\n⚠ browser journeys skipped: no Chromium at ${chromium}. Install it with "apt-get install chromium" (or set CHROMIUM_PATH) to run them.`,
  )
}

function countsFrom(path, read) {
  if (!existsSync(path)) return { passed: 0, failed: 0, skipped: 0 }
  try {
    return read(JSON.parse(readFileSync(path, 'utf8')))
  } catch {
    return { passed: 0, failed: 0, skipped: 0 }
  }
}

const vitest = countsFrom('test-results/vitest.json', (report) => ({
  passed: report.numPassedTests ?? 0,
  failed: report.numFailedTests ?? 0,
  skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
}))
const pgRestart = countsFrom('test-results/vitest-pg-restart.json', (report) => ({
  passed: report.numPassedTests ?? 0,
  failed: report.numFailedTests ?? 0,
  skipped: 0,
}))
const e2e = countsFrom('test-results/e2e.json', (report) => ({
  passed: report.stats?.expected ?? 0,
  failed: report.stats?.unexpected ?? 0,
  skipped: report.stats?.skipped ?? 0,
}))

const passed = vitest.passed + pgRestart.passed + e2e.passed
const reportedFailures = vitest.failed + pgRestart.failed + e2e.failed
const failed = reportedFailures + (failedStages.length && !reportedFailures ? failedStages.length : 0)
const skipped = vitest.skipped + e2e.skipped
const summary = [
  ...(failedStages.length ? [`Failed stages: ${failedStages.join(', ')}`] : []),
  ...failedTestNames().map((name) => `  ✖ ${name}`),
  `tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`,
].join('\n')
// Also kept in a file: CI prints each run's summary again at its very end, where a log cut to its tail still shows it.
writeFileSync('test-results/summary.txt', `${summary}\n`)
printProfile([{ title: isQuick ? 'npm run test:quick' : 'npm test', path: STAGES_FILE }])
console.log(`\n${summary}`)
process.exit(failedStages.length ? 1 : 0)

/** "file › test" for every failed test in the reports, the vitest ones first. */
function failedTestNames() {
  const names = []
  for (const path of ['test-results/vitest.json', 'test-results/vitest-pg-restart.json']) {
    countsFrom(path, (report) => {
      for (const file of report.testResults ?? []) {
        const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed')
        // A suite's set-up that failed fails its tests with no name of their own: the file's message says why.
        const firstLine = String(file.message ?? 'failed').split('\n')[0]
        for (const test of failedTests)
          names.push(`${relativePath(file.name)} › ${test.fullName.trim() || firstLine}`)
        // A file that failed to load has no failed test of its own, only its message.
        if (file.status === 'failed' && failedTests.length === 0)
          names.push(`${relativePath(file.name)} › ${firstLine}`)
      }
    })
  }
  countsFrom('test-results/e2e.json', (report) => {
    const walk = (suite) => {
      for (const spec of suite.specs ?? []) {
        const outcomes = (spec.tests ?? []).map((test) => test.status)
        if (outcomes.includes('unexpected')) names.push(`${spec.file}:${spec.line} › ${spec.title}`)
        else if (outcomes.includes('flaky'))
          names.push(`${spec.file}:${spec.line} › ${spec.title} (flaky: passed on retry)`)
      }
      for (const inner of suite.suites ?? []) walk(inner)
    }
    for (const suite of report.suites ?? []) walk(suite)
  })
  return names
}

function relativePath(path) {
  return String(path).startsWith(process.cwd()) ? String(path).slice(process.cwd().length + 1) : String(path)
}
