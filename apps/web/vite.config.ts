import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/wps': apiTarget, '/lgw': apiTarget, '/docs': apiTarget, '/house': apiTarget },
  },
  build: {
    target: 'es2022',
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
        // Everything the first paint needs (the entry and its static imports) in one chunk: left to itself,
        // Rolldown split it into some twenty files of a few hundred bytes, each a request before the app
        // could start. Lazy chunks still import what they share with it from that chunk.
        codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
