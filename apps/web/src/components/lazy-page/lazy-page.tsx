/**
 * Route-level code splitting: a page chunk that fails to load, or takes longer than
 * 120 s, becomes an error with its type, shown with a retry that loads the chunk anew.
 */
import { TIMINGS } from '@lucky/contracts/common/constants';
import { createElement, lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { ChunkErrorBoundary } from './chunk-error-boundary.tsx';
import { PageLoading } from './page-loading.tsx';

export type ChunkErrorType = 'ChunkLoadError' | 'ChunkTimeoutError';

export class ChunkError extends Error {
  constructor(
    readonly type: ChunkErrorType,
    message: string,
    cause?: unknown,
  ) {
    super(message, { cause });
    this.name = type;
  }
}

export type PageModuleLoader = () => Promise<ComponentType>;

export function loadWithTimeout<T>(load: () => Promise<T>, timeoutMs: number = TIMINGS.lazyChunkTimeoutMs): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkError('ChunkTimeoutError', `Loading the page took longer than ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(
          error instanceof ChunkError
            ? error
            : new ChunkError('ChunkLoadError', error instanceof Error ? error.message : String(error), error),
        );
      },
    );
  });
}

/** One React.lazy component per page loader, made once and shared by every render. */
const lazyPages = new Map<PageModuleLoader, LazyExoticComponent<ComponentType>>();

function lazyPageOf(load: PageModuleLoader): LazyExoticComponent<ComponentType> {
  let page = lazyPages.get(load);
  if (!page) {
    page = lazy(async () => ({ default: await loadWithTimeout(load) }));
    lazyPages.set(load, page);
  }
  return page;
}

export function LazyPage({ load }: { load: PageModuleLoader }) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    // React.lazy keeps a rejected import forever, so a retry starts from a new lazy component.
    lazyPages.delete(load);
    setAttempt((value) => value + 1);
  };
  return (
    <ChunkErrorBoundary key={attempt} onRetry={retry}>
      {/* The lazy component comes from the per-loader cache, so its identity is stable across renders. */}
      <Suspense fallback={<PageLoading />}>{createElement(lazyPageOf(load))}</Suspense>
    </ChunkErrorBoundary>
  );
}
