import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestI18n } from '../../test/site-fixtures.tsx';
import { LazyPage, loadWithTimeout } from './lazy-page.tsx';

beforeAll(startTestI18n);

afterEach(cleanup);

describe('LazyPage', () => {
  it('shows a chunk load failure with its type, and the retry loads the chunk again', async () => {
    const Loaded = () => <p>page body</p>;
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Loaded);
    render(<LazyPage load={load} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('ChunkLoadError');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('page body')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('turns a load slower than 120 s into a ChunkTimeoutError', async () => {
    vi.useFakeTimers();
    try {
      const pending = loadWithTimeout(() => new Promise(() => {}));
      const outcome = pending.then(
        () => null,
        (error: Error) => error,
      );
      await act(async () => {
        await vi.advanceTimersByTimeAsync(119_999);
      });
      let settled = false;
      void pending.then(
        () => (settled = true),
        () => (settled = true),
      );
      await Promise.resolve();
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect((await outcome)?.name).toBe('ChunkTimeoutError');
    } finally {
      vi.useRealTimers();
    }
  });
});
