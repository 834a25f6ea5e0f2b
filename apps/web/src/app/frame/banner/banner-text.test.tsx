import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { renderInSite, startTestI18n } from '../../../test/site-fixtures.tsx';
import { BannerCarousel } from './banner-carousel.tsx';

vi.mock('embla-carousel-react', () => ({
  default: () => [() => {}, undefined],
}));
vi.mock('embla-carousel-autoplay', () => ({ default: () => ({ name: 'autoplay' }) }));

/** What the server answers for the home banners, by the Language header the client sends. */
const TEXT_BY_LANGUAGE: Record<string, { title: string; subtitle: string; buttonText: string }> = {
  EN: { title: 'Welcome bonus', subtitle: 'Deposit 50, get 100% up to 500', buttonText: 'See the offer' },
  VI: { title: 'Thưởng chào mừng', subtitle: 'Nạp 50, nhận thêm 100% tối đa 500', buttonText: 'Xem ưu đãi' },
};

function answerBannersByLanguage() {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const language = new Headers(init?.headers).get('Language') ?? 'EN';
    const text = TEXT_BY_LANGUAGE[language] ?? TEXT_BY_LANGUAGE.EN!;
    const banners = [
      {
        bannerId: 1,
        url: '/assets/banners/welcome.svg',
        linkageType: 'INTERNAL',
        linkUrl: '/promotions',
        groupName: 'w_home',
        ...text,
      },
      {
        bannerId: 2,
        url: '/assets/banners/vip.svg',
        linkageType: 'NONE',
        linkUrl: null,
        groupName: 'w_home',
        title: 'VIP',
        buttonText: 'Ignored',
      },
    ];
    return new Response(JSON.stringify({ success: true, value: banners, message: null, code: null }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeAll(startTestI18n);
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await act(() => changeLanguage('EN'));
});

describe('banner text over the art', () => {
  it('draws the title, subtitle and button text as page text, in the page language', async () => {
    answerBannersByLanguage();
    renderInSite(<BannerCarousel tone="dark" showJackpot={false} />);
    const button = await screen.findByRole('button', { name: /Welcome bonus/ });
    expect(button).toHaveTextContent('Deposit 50, get 100% up to 500');
    expect(within(button).getByText('See the offer')).toBeVisible();
    // The art is decoration now: it has no words of its own, so it is not announced.
    expect(button.querySelector('img')).toHaveAttribute('alt', '');

    await act(() => changeLanguage('VI'));
    const vietnamese = await screen.findByRole('button', { name: /Thưởng chào mừng/ });
    expect(vietnamese).toHaveTextContent('Nạp 50, nhận thêm 100% tối đa 500');
    expect(within(vietnamese).getByText('Xem ưu đãi')).toBeVisible();
    expect(screen.queryByText('Welcome bonus')).not.toBeInTheDocument();
  });

  it('shows no button text on a slide without a link, and no empty subtitle', async () => {
    answerBannersByLanguage();
    renderInSite(<BannerCarousel tone="dark" showJackpot={false} />);
    const captions = await screen.findAllByTestId('banner-caption');
    expect(captions[1]).toHaveTextContent(/^VIP$/);
    expect(screen.queryByText('Ignored')).not.toBeInTheDocument();
  });
});
