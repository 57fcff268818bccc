import { defineConfig, devices } from '@playwright/test'

const isCI = Boolean(process.env.CI)
const port = Number(process.env.E2E_PORT ?? 3100)

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    // Debian's Chromium: Playwright never downloads a browser here.
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
}

/** Journeys that change what every other journey relies on (the shop's settings): run alone, after the rest. */
const SHOP_WIDE_JOURNEYS = ['admin-settings.spec.ts']

export default defineConfig({
  testDir: './e2e',
  // Two browsers on one shop: each journey makes its own shopper, products and orders, so the journeys of two
  // files do not meet, and the server, the browsers and both cores stay busy. A file's journeys run in order.
  fullyParallel: false,
  workers: 2,
  retries: isCI ? 1 : 0,
  forbidOnly: isCI,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  outputDir: 'test-results/e2e-artifacts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', use: chromium, testIgnore: SHOP_WIDE_JOURNEYS },
    {
      name: 'shop-wide',
      use: chromium,
      testMatch: SHOP_WIDE_JOURNEYS,
      dependencies: ['chromium'],
      workers: 1,
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // SIGTERM lets the script stop the server and delete its temporary database.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
})
