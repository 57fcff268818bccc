// The server Playwright's journeys run against: fresh builds when the sources changed, then the compiled shop
// (as `npm start` runs it) on 127.0.0.1:3100 with a freshly seeded demo catalogue in a temporary directory and
// one known admin account.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ensureServerBuild } from './server-build.mjs'
import { ensureWebBuild } from './web-build.mjs'

const E2E_PORT = Number(process.env.E2E_PORT ?? 3100)
const E2E_ADMIN = { email: 'admin@example.com', password: 'admin-password-123' }

const [serverEntry] = await Promise.all([ensureServerBuild(), ensureWebBuild()])

const dataDir = mkdtempSync(join(tmpdir(), 'anime-shop-e2e-'))
const server = spawn(process.execPath, [serverEntry], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(E2E_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
  },
})

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true })
  process.exit(code ?? (signal ? 1 : 0))
})
