import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { promotionKeys } from '../../features/promotions/api/keys.ts';
import { i18n } from '../../lib/i18n.ts';
import { QUERY_KEYS } from '../../lib/data/query-keys.ts';
import { createTestQueryClient, makeStatusValue, mockApi } from '../../test/site-fixtures.tsx';
import { bootstrapSite } from './bootstrap.ts';

const location = (pathname: string, search = '') => ({ host: 'site.example', pathname, search });
const promotionList = { list: [], total: 0 };
const banners = [
  { bannerId: 1, url: '/assets/banners/welcome.svg', linkageType: 'NONE', linkUrl: null, title: 'Welcome' },
];

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the boot', () => {
  it('loads the translations of the frame and of the first page only, and asks for its list with the status answer', async () => {
    mockApi({
      '/wps/system/status': makeStatusValue(),
      '/wps/relay/MCS2_promotionList': promotionList,
      '/wps/system/banners': banners,
    });
    const client = createTestQueryClient();
    await bootstrapSite(location('/promotions'), client);
    expect(i18n.language).toBe('EN');
    for (const namespace of ['common', 'frame', 'auth', 'feedback', 'promotions', 'errors'])
      expect(i18n.hasResourceBundle('EN', namespace), namespace).toBe(true);
    for (const namespace of ['ops', 'opsVendors', 'centre', 'wallet', 'validation'])
      expect(i18n.hasResourceBundle('EN', namespace), namespace).toBe(false);
    await waitFor(() => expect(client.getQueryData(promotionKeys.list('ALL', false))).toEqual(promotionList), {
      timeout: 5000,
    });
    // No banner on /promotions.
    expect(client.getQueryData(QUERY_KEYS.banners('w_home', 'EN'))).toBeUndefined();
  });

  it("asks for the banners of a page that has them, and the home page's notices, with the status answer", async () => {
    const notices = { player: [], banners: [], popup: [], promotion: [] };
    const fetchMock = mockApi({
      '/wps/system/status': makeStatusValue(),
      '/wps/system/banners': banners,
      '/wps/system/notices': notices,
    });
    const client = createTestQueryClient();
    await bootstrapSite(location('/'), client);
    await waitFor(() => expect(client.getQueryData(QUERY_KEYS.banners('w_home', 'EN'))).toEqual(banners));
    await waitFor(() => expect(client.getQueryData(QUERY_KEYS.notices('B', 'EN'))).toEqual(notices));
    const paths = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://site').pathname);
    expect(paths).toEqual(['/wps/system/status', '/wps/system/banners', '/wps/system/notices']);
  });

  it("fetches the first promotion's image, the largest paint of /promotions, with the list", async () => {
    const images: { src: string; fetchPriority: string }[] = [];
    vi.stubGlobal(
      'Image',
      class {
        fetchPriority = '';
        set src(url: string) {
          images.push({ src: url, fetchPriority: this.fetchPriority });
        }
      },
    );
    const list = {
      list: [
        { id: 1, image: '/assets/promotions/welcome.svg' },
        { id: 2, image: '/assets/promotions/reload.svg' },
      ],
      total: 2,
    };
    mockApi({ '/wps/system/status': makeStatusValue(), '/wps/relay/MCS2_promotionList': list });
    await bootstrapSite(location('/promotions'), createTestQueryClient());
    await waitFor(() => expect(images).toEqual([{ src: '/assets/promotions/welcome.svg', fetchPriority: 'high' }]));
  });

  it('leaves a filtered promotion list to the page', async () => {
    const fetchMock = mockApi({
      '/wps/system/status': makeStatusValue(),
      '/wps/relay/MCS2_promotionList': promotionList,
    });
    await bootstrapSite(location('/promotions', '?type=DEPOSIT'), createTestQueryClient());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('promotionList'))).toEqual(
      [],
    );
  });
});
