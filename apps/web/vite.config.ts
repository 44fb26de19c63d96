import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from './precompress';

// In `vite dev` everything the api serves is proxied, so the browser sees one origin as in production.
const apiOrigin = process.env.API_ORIGIN ?? 'http://127.0.0.1:8080';
const proxied = ['/trpc', '/api', '/uploads', '/files', '/config.json', '/healthz'];

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: {
      '@': fromHere('./src'),
      // The machine inspector is for `pnpm dev` only; production bundles get a stub instead.
      ...(command === 'build'
        ? { '@statelyai/inspect': fromHere('./src/lib/inspect-unavailable.ts') }
        : {}),
    },
  },
  server: {
    proxy: Object.fromEntries(
      proxied.map((path) => [path, { target: apiOrigin, changeOrigin: true }]),
    ),
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Big, rarely changing libraries every screen needs get their own long-cached chunks. No
        // catch-all vendor group: it would pull every route's libraries (the editor's canvas) into
        // the first page load; the rest is split along the routes' dynamic imports.
        codeSplitting: {
          groups: [
            { name: 'firebase', test: /node_modules[\\/]@?firebase/ },
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Behaviour, not speed: a file's first test also pays for loading its screen's modules, which
    // on a busy shared 2-core CI machine took 5.5 s (vitest's default limit is 5 s).
    testTimeout: 15_000,
  },
}));
