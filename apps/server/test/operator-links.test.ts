import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorAuditLog } from '../src/db/schema/operators.ts';
import { banners } from '../src/db/schema/merchant.ts';
import { mallItems } from '../src/db/schema/points.ts';
import { promotions } from '../src/db/schema/promotions.ts';
import type { MerchantConfig } from '../src/modules/merchant/merchant-config.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.ts';

/**
 * Every operator endpoint that takes a link, fed the links browsers read as off-site or as script: each is
 * refused with a 400 and writes nothing, and a good link of the same field is accepted (so the refusal is the
 * link's, not the body's). The rule itself is tested table-driven in contracts common/site-link.test.ts.
 */
const BAD_LINKS = [
  '/\\evil.example',
  '\\/evil.example',
  '/\\\\evil',
  '//evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/%2F%2Fevil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>',
  'https://user@evil.example',
];

const localized = (en: string) => ({ EN: en, CN: en, ID: en, TH: en, VI: en });

type LinkCase = {
  endpoint: 'opsBannerSave' | 'opsPromotionCreate' | 'opsMallItemSave' | 'opsMerchantConfigUpdate';
  field: string;
  good: string;
  body(link: string): Promise<unknown>;
};

describe.each(TEST_DATABASES)('links an operator sets, on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.opsLogin('admin', 'admin1234');
  });
  afterAll(async () => t.close());

  const banner = (overrides: Record<string, unknown>) => ({
    groupName: 'w_home',
    imageUrl: '/assets/banners/welcome.svg',
    title: localized('Links'),
    linkageType: 'INTERNAL',
    linkUrl: '/rng',
    ...overrides,
  });
  const promotion = (image: string) => ({
    kind: 'DEPOSIT_BONUS',
    type: 'DEPOSIT',
    period: 'WEEKLY',
    status: 'DRAFT',
    sort: 5,
    image,
    title: localized('Links 50%'),
    summary: localized('s'),
    content: localized('c'),
    startsAt: new Date(t.clock.now.getTime() - 1000).toISOString(),
    endsAt: new Date(t.clock.now.getTime() + 86_400_000).toISOString(),
    terms: { percent: '50', cap: '200', minDeposit: '10', turnoverMultiplier: 3 },
  });
  const mallItem = (imageUrl: string) => ({
    names: localized('Mug'),
    descriptions: localized('A mug'),
    imageUrl,
    kind: 'GOODS',
    pointsCost: 800,
    stock: 5,
  });
  const config = async (change: (config: MerchantConfig, link: string) => void, link: string) => {
    const current = (await t.call('opsMerchantConfig', { token: admin })).json().value as MerchantConfig;
    change(current, link);
    return { config: current, reason: 'link check' };
  };

  const CASES: LinkCase[] = [
    {
      endpoint: 'opsBannerSave',
      field: 'INTERNAL banner link',
      good: '/promotions',
      body: async (link) => banner({ linkUrl: link }),
    },
    {
      endpoint: 'opsBannerSave',
      field: 'EXTERNAL banner link',
      good: 'https://partner.example/offer',
      body: async (link) => banner({ linkageType: 'EXTERNAL', linkUrl: link }),
    },
    {
      endpoint: 'opsBannerSave',
      field: 'PROMOTION banner link',
      good: '/promoDetail?id=1',
      body: async (link) => banner({ linkageType: 'PROMOTION', linkUrl: link }),
    },
    {
      endpoint: 'opsBannerSave',
      field: 'GAME banner link',
      good: 'HOUSE',
      body: async (link) => banner({ linkageType: 'GAME', linkUrl: link }),
    },
    {
      endpoint: 'opsBannerSave',
      field: 'banner image',
      good: '/assets/banners/live.svg',
      body: async (link) => banner({ imageUrl: link }),
    },
    {
      endpoint: 'opsPromotionCreate',
      field: 'promotion image',
      good: '/assets/promotions/reload.svg',
      body: async (link) => promotion(link),
    },
    {
      endpoint: 'opsMallItemSave',
      field: 'mall item image',
      good: '/assets/mall/lucky-coin.svg',
      body: async (link) => mallItem(link),
    },
    {
      endpoint: 'opsMerchantConfigUpdate',
      field: 'download resource',
      good: 'https://downloads.example/app.apk',
      body: (link) =>
        config((c, url) => {
          c.resources[0]!.url = url;
        }, link),
    },
    {
      endpoint: 'opsMerchantConfigUpdate',
      field: 'customer service',
      good: '/helpmc#contact',
      body: (link) =>
        config((c, url) => {
          c.customerService[0]!.url = url;
        }, link),
    },
    {
      endpoint: 'opsMerchantConfigUpdate',
      field: 'social link',
      good: 'https://www.facebook.com/lucky',
      body: (link) =>
        config((c, url) => {
          c.brand.socialLinks[0]!.url = url;
        }, link),
    },
    {
      endpoint: 'opsMerchantConfigUpdate',
      field: 'image CDN',
      good: 'https://img.example',
      body: (link) =>
        config((c, url) => {
          c.imageCDNs = [url];
        }, link),
    },
    {
      endpoint: 'opsMerchantConfigUpdate',
      field: 'game CDN',
      good: '/',
      body: (link) =>
        config((c, url) => {
          c.launchGameCDNs = [url];
        }, link),
    },
  ];

  /** Rows of the tables these endpoints write, and the stored configuration. */
  const snapshot = async () => {
    const db = t.ctx.database.db;
    const rows = await Promise.all(
      [banners, promotions, mallItems, operatorAuditLog].map(
        async (table) => (await db.select({ total: count() }).from(table))[0]!.total,
      ),
    );
    return { rows, config: (await t.call('opsMerchantConfig', { token: admin })).json().value };
  };

  it.each(CASES)('$endpoint refuses every off-site or script link as $field, writing nothing', async (linkCase) => {
    const before = await snapshot();
    for (const link of BAD_LINKS) {
      const response = await t.call(linkCase.endpoint, { token: admin, body: await linkCase.body(link) });
      // Tabs and newlines are refused as control characters by every text field of a request, the rest (and every
      // link of the merchant configuration, a document checked as a whole) by the link rule.
      const isTextField = linkCase.endpoint !== 'opsMerchantConfigUpdate';
      const code = isTextField && /[\t\n]/.test(link) ? 'request.invalid.characters' : 'request.invalid';
      expect({ link, status: response.statusCode, code: response.json().code }).toEqual({ link, status: 400, code });
    }
    expect(await snapshot()).toEqual(before);
    const accepted = await t.call(linkCase.endpoint, { token: admin, body: await linkCase.body(linkCase.good) });
    expect({ status: accepted.statusCode, body: accepted.json() }).toMatchObject({
      status: 200,
      body: { success: true },
    });
  });

  it('names the problem in the answer', async () => {
    const response = await t.call('opsBannerSave', { token: admin, body: banner({ linkUrl: '/\\evil.example' }) });
    expect(response.json().message).toMatch(/linkUrl.*backslashes/);
  });
});
