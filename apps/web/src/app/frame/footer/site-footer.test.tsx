import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStatusValue, mockApi, renderInSite, startTestI18n } from '../../../test/site-fixtures.tsx';
import { SiteFooter } from './site-footer.tsx';

beforeAll(startTestI18n);
beforeEach(() => {
  mockApi({
    '/wps/relay/GCSGAME_gameVendor': [
      {
        gameCategory: 'RNG',
        vendors: [{ vassalage: 'HOUSE_SLOTS', displayName: 'Lucky Slots', isHot: 1, status: 'ACTIVE' }],
      },
      {
        gameCategory: 'LIVE',
        vendors: [{ vassalage: 'HOUSE_LIVE', displayName: 'Lucky Live', isHot: 0, status: 'ACTIVE' }],
      },
    ],
    '/wps/system/helpCenter': [{ category: 'faq', title: 'Frequently asked questions', articles: [] }],
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('site footer', () => {
  it('hides invite friends when REFERRAL3 is off', async () => {
    renderInSite(<SiteFooter />, { status: makeStatusValue({ disabledModules: ['REFERRAL3'] }) });
    const features = screen.getByRole('navigation', { name: 'Features' });
    expect(within(features).getByRole('link', { name: 'VIP levels' })).toBeInTheDocument();
    expect(within(features).queryByRole('button', { name: 'Invite friends' })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Frequently asked questions' })).toHaveAttribute(
      'href',
      '/help#faq',
    );
  });

  it('shows invite friends when REFERRAL3 is on, with categories, social links and the copyright year', async () => {
    renderInSite(<SiteFooter />);
    const features = screen.getByRole('navigation', { name: 'Features' });
    expect(within(features).getByRole('button', { name: 'Invite friends' })).toBeInTheDocument();
    const games = screen.getByRole('navigation', { name: 'Games' });
    expect(await within(games).findByRole('button', { name: 'Live Casino' })).toBeInTheDocument();
    expect(within(games).getByRole('button', { name: 'Slots' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', 'https://facebook.example/lucky');
    expect(screen.getByRole('link', { name: 'Telegram' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'LinkedIn' })).not.toBeInTheDocument();
    expect(screen.getByText('© 2025 Lucky Star. All rights reserved.')).toBeInTheDocument();
  });

  it('leaves its payment and social images to load as they near the viewport: the footer is below the fold', () => {
    renderInSite(<SiteFooter />);
    const images = [
      screen.getByRole('img', { name: 'Bank transfer' }),
      screen.getByRole('link', { name: 'Facebook' }).querySelector('img'),
    ];
    for (const image of images) expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('opens the category game centre from the games column', async () => {
    renderInSite(<SiteFooter />);
    const games = screen.getByRole('navigation', { name: 'Games' });
    (await within(games).findByRole('button', { name: 'Slots' })).click();
    // the navigation lands in a later render, so wait for it rather than reading the first one
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/gameCenter?gameType=RNG'));
  });
});
