import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * `npm ci` refuses a lock file that leaves out another platform's optional native package, so a lock written
 * on this Linux machine must still list the builds for macOS and Windows (x64 and arm64) and Linux arm64. A
 * registry that lags on some platform's build makes npm drop it silently; this test says so at once.
 */
const lock = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'package-lock.json'), 'utf8')) as {
  lockfileVersion: number
  packages: Record<string, { version?: string; optional?: boolean }>
}

const PLATFORM_PACKAGES: Record<string, string[]> = {
  rollup: [
    '@rollup/rollup-linux-x64-gnu',
    '@rollup/rollup-linux-arm64-gnu',
    '@rollup/rollup-darwin-x64',
    '@rollup/rollup-darwin-arm64',
    '@rollup/rollup-win32-x64-msvc',
    '@rollup/rollup-win32-arm64-msvc',
  ],
  esbuild: [
    '@esbuild/linux-x64',
    '@esbuild/linux-arm64',
    '@esbuild/darwin-x64',
    '@esbuild/darwin-arm64',
    '@esbuild/win32-x64',
    '@esbuild/win32-arm64',
  ],
  '@tailwindcss/oxide': [
    '@tailwindcss/oxide-linux-x64-gnu',
    '@tailwindcss/oxide-linux-arm64-gnu',
    '@tailwindcss/oxide-darwin-x64',
    '@tailwindcss/oxide-darwin-arm64',
    '@tailwindcss/oxide-win32-x64-msvc',
    '@tailwindcss/oxide-win32-arm64-msvc',
  ],
  sharp: [
    '@img/sharp-linux-x64',
    '@img/sharp-linux-arm64',
    '@img/sharp-darwin-x64',
    '@img/sharp-darwin-arm64',
    '@img/sharp-win32-x64',
    '@img/sharp-win32-arm64',
  ],
}

/** The version the lock holds of a package at the top of node_modules (where npm hoists these). */
function lockedVersion(name: string): string | undefined {
  return lock.packages[`node_modules/${name}`]?.version
}

describe('package-lock.json', () => {
  it('is a version 3 lock file', () => {
    expect(lock.lockfileVersion).toBe(3)
  })

  it.each(Object.entries(PLATFORM_PACKAGES))(
    'lists the native builds of %s for Linux, macOS and Windows on x64 and arm64',
    (parent, platformPackages) => {
      expect(lockedVersion(parent), `${parent} itself is in the lock`).toBeDefined()
      const missing = platformPackages.filter((name) => lockedVersion(name) === undefined)
      expect(missing, 'platform builds missing from the lock').toEqual([])
    },
  )

  it('locks each platform build of rollup and oxide at the version of its parent', () => {
    for (const parent of ['rollup', '@tailwindcss/oxide']) {
      for (const name of PLATFORM_PACKAGES[parent]!)
        expect(lockedVersion(name), `${name} matches ${parent}`).toBe(lockedVersion(parent))
    }
  })
})
