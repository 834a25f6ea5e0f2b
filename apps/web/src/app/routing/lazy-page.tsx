/**
 * Route-level code splitting: a page chunk that fails to load, or takes longer than
 * 120 s, becomes an error with its type, shown with a retry that loads the chunk anew.
 */
import { TIMINGS } from '@lucky/contracts/common/constants';
import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { ChunkErrorBoundary } from './chunk-error-boundary.tsx';
import { PageLoading } from './page-loading.tsx';

export type ChunkErrorType = 'ChunkLoadError' | 'ChunkTimeoutError';

export class ChunkError extends Error {
  constructor(readonly type: ChunkErrorType, message: string, cause?: unknown) {
    super(message, { cause });
    this.name = type;
  }
}

export type PageModuleLoader = () => Promise<ComponentType>;

export function loadWithTimeout<T>(load: () => Promise<T>, timeoutMs: number = TIMINGS.lazyChunkTimeoutMs): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkError('ChunkTimeoutError', `Loading the page took longer than ${timeoutMs / 1000} s`)), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof ChunkError ? error : new ChunkError('ChunkLoadError', error instanceof Error ? error.message : String(error), error));
      },
    );
  });
}

export function LazyPage({ load }: { load: PageModuleLoader }) {
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt: React.lazy keeps a rejected import forever.
  const Page = useMemo(() => lazy(async () => ({ default: await loadWithTimeout(load) })), [load, attempt]);
  return (
    <ChunkErrorBoundary key={attempt} onRetry={() => setAttempt((value) => value + 1)}>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
