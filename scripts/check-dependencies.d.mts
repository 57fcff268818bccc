// The types of check-dependencies.mjs, for its test.
export type Advisory = {
  id: string
  package: string
  severity: string
  introduced: string
  fixed: string
  title: string
  source: string
}
export type LockedPackage = { version?: string; name?: string; dev?: boolean }

export function readKnownAdvisories(): Advisory[]
export function readLockedPackages(): Record<string, LockedPackage>
export function knownAdvisoriesInLockFile(
  advisories: Advisory[],
  packages: Record<string, LockedPackage>,
): string[]
