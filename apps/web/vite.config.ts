import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/wps': apiTarget, '/lgw': apiTarget, '/docs': apiTarget, '/house': apiTarget },
  },
  build: { target: 'es2022', manifest: true, sourcemap: false, chunkSizeWarningLimit: 400 },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
