// `npm run dev`: the API server in watch mode on API_PORT, and Vite with hot reload proxying /api to it. The
// server writes JSON log lines, as in production; here they pass through pino-pretty to be read by a person.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import pinoPretty from 'pino-pretty'

const apiPort = process.env.API_PORT ?? '3001'
// Settings from a .env file (copy .env.example); variables already set in the environment win.
const envFile = existsSync('.env') ? ['--env-file=.env'] : []
const api = spawn(process.execPath, [...envFile, '--import', 'tsx', '--watch', 'src/server/main.ts'], {
  stdio: ['inherit', 'pipe', 'inherit'],
  env: { ...process.env, PORT: apiPort, HOST: '127.0.0.1' },
})
// Lines that are not JSON (tsx's watch notices, the seeding message) pass through unchanged.
api.stdout.pipe(
  pinoPretty({ colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true }),
)
const children = [
  api,
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
]
const stopAll = () => children.forEach((child) => child.kill('SIGTERM'))
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stopAll)
for (const child of children)
  child.on('exit', (code) => {
    stopAll()
    process.exitCode = code ?? 0
  })
