import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The in-house games' pages (served by the API server at /house/play/:id and /house/verify, inside the site's
// game iframe) are not part of the React app: one script per page, built from src/house-games/entries into
// dist/house, which the server serves at /house/static/. Entry names are fixed because the server writes them
// into the pages; the chunks they share carry a hash. `npm run build` runs this after the app's own build (which
// empties dist/); scripts/build-house-games.mjs runs it alone when the server needs the scripts.
const entry = (name: string) => fileURLToPath(new URL(`./src/house-games/entries/${name}.ts`, import.meta.url));

export default defineConfig({
  base: '/house/static/',
  publicDir: fileURLToPath(new URL('./src/house-games/public', import.meta.url)),
  build: {
    outDir: 'dist/house',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    modulePreload: false,
    rolldownOptions: {
      input: {
        'house-slot': entry('house-slot'),
        'house-baccarat': entry('house-baccarat'),
        'house-fish': entry('house-fish'),
        'house-table': entry('house-table'),
        'house-verify': entry('house-verify'),
      },
      output: { entryFileNames: '[name].js', chunkFileNames: 'house-[name]-[hash].js' },
    },
  },
});
