import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInSite, startTestI18n } from '../../../test/site-fixtures.tsx';
import { BannerSlides } from './banner-carousel.tsx';
import type { BannerSlide } from './banner-slide.tsx';

// Embla needs layout that the test DOM lacks; the tests check what the carousel asks of it.
const embla = vi.hoisted(() => ({
  calls: [] as { options: Record<string, unknown>; plugins: unknown[] }[],
  api: { scrollTo: vi.fn(), selectedScrollSnap: () => 0, on: vi.fn(), off: vi.fn() },
}));
vi.mock('embla-carousel-react', () => ({
  default: (options: Record<string, unknown>, plugins: unknown[]) => {
    embla.calls.push({ options, plugins });
    embla.api.on.mockReturnValue(embla.api);
    embla.api.off.mockReturnValue(embla.api);
    return [() => {}, embla.api];
  },
}));
vi.mock('embla-carousel-autoplay', () => ({
  default: (options: Record<string, unknown>) => ({ name: 'autoplay', options }),
}));

const banner = (bannerId: number, linkageType: string, linkUrl: string | null = null): BannerSlide => ({
  bannerId,
  url: `/assets/banners/b${bannerId}.svg`,
  linkageType,
  linkUrl,
  title: `Banner ${bannerId}`,
});
const lastCall = () => embla.calls.at(-1)!;

beforeAll(startTestI18n);
beforeEach(() => {
  embla.calls.length = 0;
  embla.api.scrollTo.mockClear();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('banner carousel', () => {
  it('with one slide: no loop, no autoplay, no pagination', () => {
    renderInSite(<BannerSlides banners={[banner(1, 'NONE')]} tone="dark" showJackpot={false} />);
    expect(lastCall().options).toMatchObject({ loop: false });
    expect(lastCall().plugins).toEqual([]);
    expect(screen.queryAllByRole('tab')).toHaveLength(0);
    expect(screen.getAllByTestId('banner-slide')).toHaveLength(1);
  });

  it('with two or more slides: loop, autoplay every 5000 ms and clickable pagination', async () => {
    renderInSite(
      <BannerSlides
        banners={[banner(1, 'NONE'), banner(2, 'NONE'), banner(3, 'NONE')]}
        tone="light"
        showJackpot={false}
      />,
    );
    expect(lastCall().options).toMatchObject({ loop: true });
    expect(lastCall().plugins).toEqual([{ name: 'autoplay', options: expect.objectContaining({ delay: 5000 }) }]);
    const dots = screen.getAllByRole('tab');
    expect(dots).toHaveLength(3);
    await userEvent.click(dots[2]!);
    expect(embla.api.scrollTo).toHaveBeenCalledWith(2);
  });

  it('makes a slide clickable only when it has a linkage type', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderInSite(
      <BannerSlides
        banners={[
          banner(1, 'NONE'),
          banner(2, 'INTERNAL', '/promotions'),
          banner(3, 'EXTERNAL', 'https://partner.example/'),
        ]}
        tone="dark"
        showJackpot={false}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Banner 1' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByText('Banner 1'));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);

    await userEvent.click(screen.getByRole('button', { name: 'Banner 2' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/promotions');

    await userEvent.click(screen.getByRole('button', { name: 'Banner 3' }));
    expect(open).toHaveBeenCalledWith('https://partner.example/', '_blank', expect.stringContaining('noopener'));
  });

  it('follows no stored link that leaves the site or runs script', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const unsafe = [
      banner(1, 'INTERNAL', '/\\evil.example'),
      banner(2, 'INTERNAL', '//evil.example'),
      banner(3, 'PROMOTION', '/\t/evil.example'),
      banner(4, 'EXTERNAL', 'javascript:alert(1)'),
      banner(5, 'EXTERNAL', 'JaVaScRiPt:alert(1)'),
      banner(6, 'EXTERNAL', 'https://user@evil.example'),
      banner(7, 'GAME', '/%2F%2Fevil.example'),
    ];
    renderInSite(<BannerSlides banners={unsafe} tone="dark" showJackpot={false} />);
    expect(screen.queryAllByRole('button', { name: /^Banner \d$/ })).toHaveLength(0);
    for (const slide of unsafe) await userEvent.click(screen.getByText(slide.title));
    expect(open).not.toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('puts the jackpot counter in its own strip under the banner, over no slide, only when asked (/rng)', () => {
    const { unmount } = renderInSite(
      <BannerSlides banners={[banner(1, 'NONE'), banner(2, 'NONE')]} tone="dark" showJackpot />,
    );
    for (const slide of screen.getAllByTestId('banner-slide'))
      expect(slide).not.toHaveTextContent('Progressive jackpot');
    const carousel = screen.getByRole('region', { name: 'Featured' });
    expect(carousel).not.toHaveTextContent('Progressive jackpot');
    expect(carousel.nextElementSibling).toHaveTextContent('Progressive jackpot');
    unmount();
    renderInSite(<BannerSlides banners={[banner(1, 'NONE')]} tone="dark" showJackpot={false} />);
    expect(screen.queryByText('Progressive jackpot')).toBeNull();
  });
});
