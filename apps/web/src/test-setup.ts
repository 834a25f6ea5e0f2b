import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

// Testing Library unmounts after each test only by itself when the runner's globals are on; they are off here.
afterEach(() => cleanup());
// React schedules its last work on a macrotask; let it run while the file's DOM still exists, not after the
// environment is torn down ("window is not defined" from the scheduler, reported against whichever file ran).
afterAll(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
