// `npm run check:deps`: the dependency checks CI runs after `npm ci`.
// 1. Every install script in the tree is reviewed: approved or denied in package.json's allowScripts.
// 2. No high or critical advisory affects a production dependency: `npm audit --omit=dev`. A registry that does not
//    run audits (the mirror some build machines use answers 405) is said so plainly, and the lock file is checked
//    against scripts/known-advisories.json instead, so a known-bad version still fails the check.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'

const BLOCKING_SEVERITIES = new Set(['high', 'critical'])

export const readKnownAdvisories = () =>
  JSON.parse(readFileSync(new URL('./known-advisories.json', import.meta.url), 'utf8')).advisories
export const readLockedPackages = () =>
  JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8')).packages

function npmJson(args) {
  const result = spawnSync('npm', [...args, '--json'], { encoding: 'utf8' })
  try {
    return { status: result.status, body: JSON.parse(result.stdout) }
  } catch {
    return { status: result.status, body: undefined, stderr: result.stderr }
  }
}

function checkDependencies() {
  const failures = []
  const scripts = npmJson(['install-scripts', 'ls'])
  const unreviewed = scripts.body?.allowScripts
  if (!Array.isArray(unreviewed))
    failures.push(`npm install-scripts ls did not answer: ${scripts.stderr ?? ''}`)
  else if (unreviewed.length > 0)
    failures.push(
      `install scripts not covered by allowScripts (review them, then npm install-scripts approve|deny): ${unreviewed
        .map((entry) => (typeof entry === 'string' ? entry : JSON.stringify(entry)))
        .join(', ')}`,
    )
  else console.log('✓ every install script is approved or denied in allowScripts')

  const audit = npmJson(['audit', '--omit=dev', '--audit-level=high'])
  if (audit.body?.metadata?.vulnerabilities) {
    const found = Object.values(audit.body.vulnerabilities ?? {}).filter((entry) =>
      BLOCKING_SEVERITIES.has(entry.severity),
    )
    if (found.length > 0)
      failures.push(`npm audit: ${found.map((entry) => `${entry.name} (${entry.severity})`).join(', ')}`)
    else console.log('✓ npm audit: no high or critical advisory in production dependencies')
  } else {
    console.log(
      `⚠ npm audit could not run here (${audit.body?.statusCode ?? audit.body?.message ?? 'no answer'}): ` +
        'checking the lock file against scripts/known-advisories.json instead',
    )
    const known = knownAdvisoriesInLockFile(readKnownAdvisories(), readLockedPackages())
    if (known.length > 0) failures.push(...known)
    else console.log('✓ no installed version is affected by a recorded advisory')
  }

  if (failures.length > 0) {
    for (const failure of failures) console.error(`✖ ${failure}`)
    process.exitCode = 1
  }
}

/** Each shipped (not dev-only) package in the lock file whose version a recorded high or critical advisory affects. */
export function knownAdvisoriesInLockFile(advisories, packages) {
  const found = []
  for (const [path, entry] of Object.entries(packages)) {
    if (!path || entry.dev || !entry.version) continue
    const name = entry.name ?? path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length)
    for (const advisory of advisories) {
      if (advisory.package !== name || !BLOCKING_SEVERITIES.has(advisory.severity)) continue
      const affected =
        compareVersions(entry.version, advisory.introduced) >= 0 &&
        compareVersions(entry.version, advisory.fixed) < 0
      if (affected)
        found.push(
          `${name}@${entry.version} (${path}): ${advisory.id}, ${advisory.severity}, fixed in ${advisory.fixed}`,
        )
    }
  }
  return found
}

/** Compares the numeric parts of two versions (1.2.3); a pre-release counts as its release. */
function compareVersions(left, right) {
  const parts = (version) => version.split(/[-+]/)[0].split('.').map(Number)
  const [a, b] = [parts(left), parts(right)]
  for (let index = 0; index < 3; index += 1) {
    const difference = (a[index] ?? 0) - (b[index] ?? 0)
    if (difference !== 0) return difference
  }
  return 0
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) checkDependencies()
