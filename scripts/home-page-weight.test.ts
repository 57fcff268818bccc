import { spawnSync } from 'node:child_process'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  allBuiltModules,
  HOME_PAGE_JS_BUDGET_BYTES,
  isForbiddenInStorefront,
  measureHomePageWeight,
  type HomePageWeight,
} from './home-page-weight'

const WEB_BUILD_DIR = 'dist/web'

/**
 * The production build npm start and the browser journeys use: built here only when missing or older than its
 * sources (as `npm start` does), so in CI the journeys that follow reuse it.
 */
function ensureProductionWebBuild(): void {
  const build = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "import { ensureWebBuild } from './scripts/web-build.mjs'; ensureWebBuild()",
    ],
    // Vitest runs with NODE_ENV=test, which would make Vite bundle React's development build.
    { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  )
  if (build.status !== 0) throw new Error('The web app failed to build')
}

const describeSizes = (weight: HomePageWeight) =>
  weight.chunks.map((chunk) => `${chunk.file}: ${(chunk.gzipBytes / 1000).toFixed(1)} kB gzip`).join('\n')

describe('the storefront’s first download', () => {
  let weight: HomePageWeight

  beforeAll(() => {
    ensureProductionWebBuild()
    const measured = measureHomePageWeight(WEB_BUILD_DIR)
    if (!measured) throw new Error(`${WEB_BUILD_DIR} has no Vite manifest`)
    weight = measured
  }, 240_000)

  it(`keeps the home page's JavaScript within ${HOME_PAGE_JS_BUDGET_BYTES / 1000} kB gzip`, () => {
    expect(weight.gzipBytes, describeSizes(weight)).toBeLessThanOrEqual(HOME_PAGE_JS_BUDGET_BYTES)
  })

  it('reaches no admin or invoice code from the storefront entry through static imports', () => {
    expect(weight.forbiddenModules).toEqual([])
  })

  it('recognises the admin pages, the invoice and jsPDF among the modules the build holds', () => {
    // Proves the forbidden patterns match real module paths, so the check above can fail.
    const forbiddenInBuild = allBuiltModules(WEB_BUILD_DIR).filter(isForbiddenInStorefront)
    expect(forbiddenInBuild.some((path) => path.startsWith('src/web/features/admin/'))).toBe(true)
    expect(forbiddenInBuild.some((path) => path.startsWith('src/web/features/orders/invoice/'))).toBe(true)
    expect(forbiddenInBuild.some((path) => path.includes('node_modules/jspdf/'))).toBe(true)
  })
})
