import { readdirSync, readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

// What the dev server hands to the API server: every path the site calls or opens that is not one of its pages.
// A prefix matches any path that starts with it, so a trailing slash where a page shares the start: `/lotto`
// alone would take the `/lottery` pages, `/ops` is the desk's page (its calls are `/ops/api/…`).
const API_PATHS = ['/wps', '/lgw', '/lotto/', '/ops/api/', '/pay/', '/docs', '/house'];

/** What makes a test file unsafe to share a context with others: module mocks, fake timers, global stubs. */
const NEEDS_OWN_CONTEXT = /\bvi\.(mock|doMock|useFakeTimers|stubGlobal|stubEnv)\(|\bi18n\.changeLanguage\(/;
const ALL_TESTS = readdirSync(`${import.meta.dirname}/src`, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `src/${file}`);
const ISOLATED_TESTS = ALL_TESTS.filter((file) =>
  NEEDS_OWN_CONTEXT.test(readFileSync(`${import.meta.dirname}/${file}`, 'utf8')),
);
const SHARED_CONTEXT_TESTS = ALL_TESTS.filter((file) => !ISOLATED_TESTS.includes(file));

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      // The push channel and the card tables' socket are WebSockets: without `ws` the upgrade never reaches the
      // server. First, so they win over `/wps`.
      '/wps/push': { target: apiTarget, ws: true },
      '/wps/pvp': { target: apiTarget, ws: true },
      ...Object.fromEntries(API_PATHS.map((path) => [path, apiTarget])),
    },
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
    // happy-dom rather than jsdom: the same 341 tests in 140 s instead of 205 s on a quiet 2-core machine, most of
    // the difference the per-file set-up of the DOM (36 s summed instead of 78 s).
    environment: 'happy-dom',
    // A test DOM never fetches: no script, stylesheet or framed page goes to the network (a game page in an iframe
    // would otherwise be requested from the test URL and fail noisily).
    environmentOptions: {
      happyDOM: {
        settings: {
          disableJavaScriptFileLoading: true,
          disableCSSFileLoading: true,
          handleDisabledFileLoadingAsSuccess: true,
          navigation: { disableChildFrameNavigation: true },
        },
      },
    },
    setupFiles: ['./src/test-setup.ts'],
    // Tests that type into forms take seconds on a busy 2-core machine; 5 s made them flaky there.
    testTimeout: 15_000,
    // Two runs of the same tests. Most files share one DOM and module graph per worker (`isolate: false`): setting
    // up happy-dom and importing the app for each of 110 files cost four fifths of the web stage (≈ 500 s against
    // ≈ 100 s, docs/test-timings.md). A file that replaces modules, timers or globals, or changes module state the
    // others read, runs in a fresh context of its own — found by what it calls, so a new such file needs nothing.
    projects: [
      { extends: true, test: { name: 'shared', include: SHARED_CONTEXT_TESTS, isolate: false } },
      { extends: true, test: { name: 'isolated', include: ISOLATED_TESTS, isolate: true } },
    ],
  },
});
