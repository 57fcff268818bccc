// `npm test`: types, lint, unit + API + component tests (Vitest), then browser journeys (Playwright).
// Runs every stage, prints one closing "N passed, N failed" line, and fails if any stage failed.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'

const isCI = Boolean(process.env.CI)
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const bin = (name) => `node_modules/.bin/${name}`
const failedStages = []

function stage(name, command, args) {
  console.log(`\n▶ ${name}`)
  const result = spawnSync(command, args, { stdio: 'inherit' })
  if (result.status !== 0) failedStages.push(name)
}

rmSync('test-results', { recursive: true, force: true })
mkdirSync('test-results', { recursive: true })

stage('types', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json'])
stage('lint', bin('eslint'), ['.', '--max-warnings=0'])
stage('unit, API and component tests', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=test-results/vitest.json',
])

// Stopping the real PostgreSQL cluster would break every other suite running beside it, so that one test runs
// alone, after the others, where the cluster is the machine's own (CI).
const canRestartPostgres =
  isCI && Boolean(process.env.TEST_DATABASE_URL) && existsSync('/usr/bin/pg_ctlcluster')
if (canRestartPostgres) {
  process.env.TEST_PG_RESTART = '1'
  stage('PostgreSQL stopped and started again', bin('vitest'), [
    'run',
    '--project=server',
    'src/server/plugins/database-outage.postgres.test.ts',
    '--reporter=default',
    '--reporter=json',
    '--outputFile.json=test-results/vitest-pg-restart.json',
  ])
  delete process.env.TEST_PG_RESTART
}

if (existsSync(chromium)) {
  stage('browser journeys', bin('playwright'), ['test'])
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
if (failedStages.length) console.log(`\nFailed stages: ${failedStages.join(', ')}`)
console.log(`\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
process.exit(failedStages.length ? 1 : 0)
