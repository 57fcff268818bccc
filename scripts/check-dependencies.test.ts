import { describe, expect, it } from 'vitest'
import { knownAdvisoriesInLockFile, readKnownAdvisories, readLockedPackages } from './check-dependencies.mjs'

const VERSION = /^\d+\.\d+\.\d+(-[\w.]+)?$/

describe('the recorded advisories (the dependency check where the registry runs no audit)', () => {
  const advisories = readKnownAdvisories()

  it('name each advisory, its package, a blocking severity, the versions it affects and where it came from', () => {
    expect(advisories.length).toBeGreaterThan(0)
    for (const advisory of advisories) {
      expect(advisory.id, JSON.stringify(advisory)).toMatch(/^(CVE-\d{4}-\d+|GHSA(-[a-z0-9]{4}){3})$/)
      expect(advisory.package).toMatch(/^(@[\w.-]+\/)?[\w.-]+$/)
      expect(['high', 'critical']).toContain(advisory.severity)
      expect(advisory.introduced, advisory.id).toMatch(VERSION)
      expect(advisory.fixed, advisory.id).toMatch(VERSION)
      expect(advisory.source, advisory.id).not.toBe('')
      // The range is not empty: something the fixed version came after was affected.
      expect(
        knownAdvisoriesInLockFile([advisory], {
          [`node_modules/${advisory.package}`]: { version: advisory.fixed },
        }),
      ).toEqual([])
    }
  })

  it('find none in the lock file as it stands', () => {
    expect(knownAdvisoriesInLockFile(advisories, readLockedPackages())).toEqual([])
  })

  it('catch a shipped package moved back onto an affected version, and leave dev-only packages alone', () => {
    const locked = readLockedPackages()
    const downgraded = {
      ...locked,
      'node_modules/sharp': { ...locked['node_modules/sharp'], version: '0.34.5' },
      'node_modules/nested/node_modules/fastify': { version: '5.3.0' },
      'node_modules/jspdf': { ...locked['node_modules/jspdf'], version: '4.2.0', dev: true },
    }
    const found = knownAdvisoriesInLockFile(advisories, downgraded)
    expect(found).toContainEqual(
      expect.stringMatching(
        /^sharp@0\.34\.5 \(node_modules\/sharp\): GHSA-f88m-g3jw-g9cj, high, fixed in 0\.35\.0$/,
      ),
    )
    expect(found).toContainEqual(
      expect.stringMatching(/^fastify@5\.3\.0 \(node_modules\/nested\/node_modules\/fastify\): /),
    )
    expect(found.filter((finding) => finding.startsWith('jspdf@'))).toEqual([])
  })
})
