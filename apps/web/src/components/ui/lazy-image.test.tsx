import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyImage } from './lazy-image.tsx';
import { buildPageItems } from './pagination.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LazyImage', () => {
  it('retries a failed image up to 3 attempts, then shows the fallback', () => {
    // In view at once.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        readonly callback: IntersectionObserverCallback;
        constructor(callback: IntersectionObserverCallback) {
          this.callback = callback;
        }
        observe(target: Element) {
          this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never);
        }
        disconnect() {}
      },
    );
    render(<LazyImage src="/games/a.png" alt="game" fallback="/assets/games/default-game.svg" />);
    const image = screen.getByRole('img', { name: 'game' });
    expect(image).toHaveAttribute('src', '/games/a.png');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/games/a.png?retry=2');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/games/a.png?retry=3');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/assets/games/default-game.svg');
  });

  it('waits for the viewport: 1.3 screens of preload (30% root margin) at threshold 0.1', () => {
    const observe = vi.fn();
    const constructed: IntersectionObserverInit[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(_callback: IntersectionObserverCallback, options: IntersectionObserverInit) {
          constructed.push(options);
        }
        observe = observe;
        disconnect() {}
      },
    );
    render(<LazyImage src="/games/b.png" alt="later" fallback="/x.svg" />);
    expect(screen.getByRole('img', { name: 'later' })).not.toHaveAttribute('src');
    expect(constructed[0]).toEqual({ rootMargin: '30% 0px', threshold: 0.1 });
    expect(observe).toHaveBeenCalled();
  });
});

describe('buildPageItems', () => {
  it('shows a range of 3 around the current page and 1 margin page at each end', () => {
    expect(buildPageItems(1, 4)).toEqual([1, 2, 3, 4]);
    expect(buildPageItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(buildPageItems(1, 10)).toEqual([1, 2, 3, 'gap', 10]);
    expect(buildPageItems(10, 10)).toEqual([1, 'gap', 8, 9, 10]);
  });
});
