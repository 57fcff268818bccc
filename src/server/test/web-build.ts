import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'

export const INDEX_HTML = '<!doctype html><title>AnimeVerse</title><div id="root"></div>'
export const ENTRY_JS = 'console.log("the shop");'.repeat(100)

/** A web build as Vite writes it: hashed assets with their brotli copies, index.html, the manifest under .vite/. */
export function writeWebBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'web-app-test-'))
  mkdirSync(join(root, 'assets'))
  mkdirSync(join(root, '.vite'))
  writeFileSync(join(root, 'index.html'), INDEX_HTML)
  writeFileSync(join(root, 'index.html.br'), brotliCompressSync(INDEX_HTML))
  writeFileSync(join(root, 'assets', 'index-AbC123.js'), ENTRY_JS)
  writeFileSync(join(root, 'assets', 'index-AbC123.js.br'), brotliCompressSync(ENTRY_JS))
  writeFileSync(join(root, 'assets', 'index-AbC123.js.gz'), gzipSync(ENTRY_JS))
  writeFileSync(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  writeFileSync(join(root, '.vite', 'manifest.json'), '{}')
  return root
}
