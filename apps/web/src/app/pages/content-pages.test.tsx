import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStatus, mockApi, renderWithApp } from '../../test/app-harness.tsx';
import { resetApp } from '../../test/reset-stores.ts';
import { AboutUsPage } from './about-us-page.tsx';
import { DownloadPage } from './download-page.tsx';
import { HelpPage } from './help-page.tsx';
import { NoticesPage } from './notices-page.tsx';

const notice = (id: number, type: string, title: string, startsAt: string) => ({
  id,
  type,
  title,
  content: `${title} body.\n\n- first point\n- second point`,
  execution: 'B',
  startsAt,
  endsAt: null,
});

beforeEach(() => resetApp());
afterEach(() => vi.unstubAllGlobals());

describe('content pages', () => {
  it('lists announcements newest first, filters them by type and opens one with its formatted text', async () => {
    mockApi({
      'GET /wps/system/notices': () => ({
        value: {
          banners: [notice(1, 'B', 'Welcome', '2025-01-01T00:00:00Z')],
          popup: [notice(2, 'PU', 'Scheduled upgrade', '2025-01-03T00:00:00Z')],
          promotion: [notice(3, 'PR', 'Weekend rebate', '2025-01-02T00:00:00Z')],
          player: [notice(4, 'H', 'New help articles', '2025-01-04T00:00:00Z')],
        },
      }),
    });
    renderWithApp(<NoticesPage />, { path: '/noticePage' });
    const titles = async () =>
      (await screen.findAllByTestId('notice-item')).map((item) => within(item).getAllByText(/./)[1]!.textContent);
    expect(await titles()).toEqual(['New help articles', 'Scheduled upgrade', 'Weekend rebate', 'Welcome']);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Promotion' }));
    expect(await titles()).toEqual(['Weekend rebate']);
    await user.click(screen.getByRole('button', { name: /Weekend rebate/ }));
    expect(screen.getByText('Weekend rebate body.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toContain('second point');
  });

  it('scrolls /help#faq to the FAQ and renders articles once per anchor', async () => {
    const scrolled: string[] = [];
    // The test DOM has no scrolling: record which element the page scrolls to.
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this.id);
    };
    mockApi({
      'GET /wps/system/helpCenter': () => ({
        value: [
          {
            category: 'faq',
            title: 'Frequently asked questions',
            articles: [{ id: 1, anchor: 'faq', title: 'How do I create an account?', content: 'Press Register.' }],
          },
          {
            category: 'protocol',
            title: 'User protocol',
            articles: [
              {
                id: 2,
                anchor: 'protocol',
                title: 'Terms of use',
                content: 'You must be 18.\n\n- One account per person',
              },
            ],
          },
        ],
      }),
    });
    renderWithApp(<HelpPage />, { path: '/help#faq' });
    expect(await screen.findByRole('heading', { name: 'Terms of use', level: 3 })).toBeInTheDocument();
    expect(scrolled).toEqual(['faq']);
    expect(document.querySelectorAll('#faq')).toHaveLength(1);
    expect(document.getElementById('protocol')).not.toBeNull();
    expect(screen.getByText('One account per person').tagName).toBe('LI');
  });

  it("shows the operator's about-us page", async () => {
    mockApi({
      'GET /wps/system/page': ({ query }) => ({
        value: {
          slug: query.get('slug'),
          title: 'About Lucky Star',
          body: 'We are a platform.\n\n## What we stand for\n\n- Security',
          updatedAt: '2025-01-01T00:00:00Z',
        },
      }),
    });
    renderWithApp(<AboutUsPage />, { path: '/aboutUs' });
    expect(await screen.findByRole('heading', { name: 'About Lucky Star', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'What we stand for', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('Security').tagName).toBe('LI');
  });

  it('shows a QR code and an installation guide per resource, highlighting the scanned platform', () => {
    const resources = [
      {
        resourceType: 'IOS' as const,
        url: 'https://lucky.example/download?platform=ios',
        qrCodeUrl: '',
        labelNameEn: 'iOS app',
      },
      {
        resourceType: 'ANDROID' as const,
        url: 'https://lucky.example/download?platform=android',
        qrCodeUrl: '',
        labelNameEn: 'Android app',
      },
    ];
    renderWithApp(<DownloadPage />, { path: '/download?platform=android', status: makeStatus({ resources }) });
    const cards = screen.getAllByTestId('download-card');
    expect(cards).toHaveLength(2);
    expect(screen.getAllByTestId('download-qr').map((qr) => qr.querySelector('svg')?.getAttribute('height'))).toEqual([
      '150',
      '150',
    ]);
    expect(cards[1]).toHaveAttribute('aria-current', 'true');
    expect(cards[0]).not.toHaveAttribute('aria-current');
    expect(within(cards[1]!).getAllByRole('listitem').length).toBeGreaterThan(2);
  });
});
