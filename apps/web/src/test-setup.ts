import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetApp } from './test/reset-stores.ts';

// findBy… and waitFor give up after 5 s rather than 1 s: the web tests run beside the browser specs on two cores, where
// a page's first render after its mocked answers has taken longer than a second. A passing wait returns at once.
configure({ asyncUtilTimeout: 5_000 });
// Testing Library unmounts after each test only by itself when the runner's globals are on; they are off here.
afterEach(() => cleanup());
// Most files share one DOM and module graph per worker (vite.config.ts): each starts as a fresh visit, whatever the
// file before it left logged in, stored or open.
beforeAll(() => resetApp());
// React schedules its last work on a macrotask; let it run while the file's DOM still exists, not after the
// environment is torn down ("window is not defined" from the scheduler, reported against whichever file ran).
afterAll(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
