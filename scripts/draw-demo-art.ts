// `npm run art`: draws the demo catalogue's pictures into src/server/seed/demo-art (only those whose drawing,
// encoding or file changed) and rewrites its manifest. Run it after changing the catalogue or the drawing code;
// scripts/demo-art/draw-demo-art.test.ts fails until then.
import { demoProducts } from '../src/server/seed/demo-products'
import { drawDemoArt } from './demo-art/draw-demo-art'

const started = Date.now()
let drawn = 0
const result = await drawDemoArt(demoProducts, (name) => {
  drawn += 1
  if (process.stdout.isTTY) process.stdout.write(`\rdrawn ${drawn}: ${name}`.padEnd(70))
})
if (process.stdout.isTTY && drawn > 0) process.stdout.write('\n')
console.log(
  `Demo art: ${result.drawn} drawn, ${result.kept} unchanged, ${result.removed} stale files removed ` +
    `in ${((Date.now() - started) / 1000).toFixed(1)} s`,
)
