// `npm start`: build the web app when needed, then run the server (which migrates and seeds on start).
import { spawn } from 'node:child_process'
import { ensureWebBuild } from './web-build.mjs'

ensureWebBuild()

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
