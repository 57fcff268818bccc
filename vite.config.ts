/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url))
const apiPort = process.env.API_PORT ?? '3001'

export default defineConfig({
  root: fromRoot('./src/web'),
  publicDir: fromRoot('./src/web/public'),
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@common': fromRoot('./src/common') } },
  build: {
    outDir: fromRoot('./dist/web'),
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: 5173,
    proxy: {
      // A regular expression, so that Vite's own source files under src/web/api/ are not sent to the API.
      '^/api/(?!.*\\.tsx?$)': `http://localhost:${apiPort}`,
      '/media': `http://localhost:${apiPort}`,
    },
  },
  test: {
    root: fromRoot('.'),
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          root: fromRoot('.'),
          include: ['src/server/**/*.test.ts', 'src/common/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          root: fromRoot('.'),
          include: ['src/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: [fromRoot('./src/web/test/setup.ts')],
        },
      },
    ],
  },
})
