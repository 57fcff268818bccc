// The server Playwright's journeys run against: fresh builds when the sources changed, then the compiled shop
// (as `npm start` runs it, on a clock the journeys move forward: scripts/e2e-shop.ts) on 127.0.0.1:3100 with a
// freshly seeded demo catalogue in a temporary directory and one known admin account. Beside it, an SMTP server on
// 127.0.0.1 takes every mail the shop sends and writes it, raw, into E2E_MAIL_DIR, where e2e/mail-capture.ts reads
// it: a journey can follow a link the shop mailed.
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { SMTPServer } from 'smtp-server'
import { ensureServerBuild } from './server-build.mjs'
import { ensureWebBuild } from './web-build.mjs'

const E2E_PORT = Number(process.env.E2E_PORT ?? 3100)
const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3125)
// The journeys run in another process: both read the same variable with the same default.
const E2E_MAIL_DIR = process.env.E2E_MAIL_DIR ?? join(tmpdir(), 'anime-shop-e2e-mail')
const E2E_ADMIN = { email: 'admin@example.com', password: 'admin-password-123' }

const E2E_SHOP_OUT_DIR = fileURLToPath(new URL('../dist/e2e-server', import.meta.url))

const [serverEntry] = await Promise.all([
  ensureServerBuild(E2E_SHOP_OUT_DIR, 'scripts/e2e-shop.ts'),
  ensureWebBuild(),
])

// Mails of an earlier run must not answer this run's questions.
rmSync(E2E_MAIL_DIR, { recursive: true, force: true })
mkdirSync(E2E_MAIL_DIR, { recursive: true })

let received = 0
const smtp = new SMTPServer({
  authOptional: true,
  // Plain SMTP on the loopback: without STARTTLS on offer the shop's mailer never tries to upgrade.
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks = []
    stream.on('data', (chunk) => chunks.push(chunk))
    stream.on('error', callback)
    stream.on('end', () => {
      try {
        received += 1
        const name = `${Date.now()}-${received}.eml`
        // Written under another name first, so a reader polling for *.eml never sees half a message.
        const partial = join(E2E_MAIL_DIR, `${name}.part`)
        writeFileSync(partial, Buffer.concat(chunks))
        renameSync(partial, join(E2E_MAIL_DIR, name))
        callback()
      } catch (error) {
        callback(error)
      }
    })
  },
})
await new Promise((resolve, reject) => {
  smtp.once('error', reject)
  smtp.listen(E2E_SMTP_PORT, '127.0.0.1', () => {
    smtp.off('error', reject)
    resolve()
  })
})
smtp.on('error', (error) => console.error('e2e SMTP server:', error))

const dataDir = mkdtempSync(join(tmpdir(), 'anime-shop-e2e-'))
const server = spawn(process.execPath, [serverEntry], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(E2E_PORT),
    HOST: '127.0.0.1',
    // One process: the clock the journeys move is this process's.
    WORKERS: '1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    // Mails are sent, so their links need the shop's own address (the start refuses SMTP_URL without it).
    SHOP_URL: `http://127.0.0.1:${E2E_PORT}`,
    SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
    MAIL_FROM: 'AnimeVerse <shop@animeverse.test>',
    SHOP_NOTIFY_EMAIL: 'orders@animeverse.test',
    // Every journey signs in and submits forms from 127.0.0.1: production's allowance for one address (10 sign-ins
    // and 5 forms a minute) would have the journeys wait out 429s. The limits themselves are the API tests' to prove.
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    FORM_RATE_LIMIT_PER_MINUTE: '10000',
    E2E_MAIL_DIR,
  },
})

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true })
  smtp.close(() => process.exit(code ?? (signal ? 1 : 0)))
})
