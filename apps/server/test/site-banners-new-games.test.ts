import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSeedMarks } from '../src/db/schema/content.ts';
import { games } from '../src/db/schema/games.ts';
import { banners, gameVendors } from '../src/db/schema/merchant.ts';
import { seedDemoSitePages } from '../src/db/seed/demo-site-pages.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.ts';

type PublicBanner = { bannerId: number; title: string; subtitle?: string; buttonText?: string; url: string };

describe.each(TEST_DATABASES)('banner text and the new-games list on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.opsLogin('admin', 'admin1234');
  });
  afterAll(async () => t.close());

  const publicBanners = async (language: string): Promise<PublicBanner[]> =>
    (await t.call('systemBanners', { query: { groupName: 'w_home' }, headers: { language } })).json().value;

  it('serves each demo banner with its title, subtitle and button text in the asked language', async () => {
    const english = await publicBanners('EN');
    const vietnamese = await publicBanners('VI');
    expect(english.length).toBeGreaterThanOrEqual(4);
    const welcome = (list: PublicBanner[]) => list.find((banner) => banner.url.endsWith('/welcome.svg'))!;
    expect(welcome(english)).toMatchObject({ buttonText: 'See the offer' });
    expect(welcome(english).subtitle).toContain('500');
    expect(welcome(vietnamese)).toMatchObject({ buttonText: 'Xem ưu đãi' });
    expect(welcome(vietnamese).subtitle).toMatch(/nạp/);
    // The VIP banner has no link, so it carries no button text at all (not an empty one).
    const vip = english.find((banner) => banner.url.endsWith('/vip.svg'))!;
    expect(vip.subtitle).toBeTruthy();
    expect(vip).not.toHaveProperty('buttonText');
  });

  it('fills the banner text of a database seeded before it existed, once, never over an operator edit', async () => {
    const db = t.ctx.database.db;
    const [slots] = await db.select().from(banners).where(eq(banners.imageUrl, '/assets/banners/slots.svg'));
    await db
      .update(banners)
      .set({ subtitle: {}, buttonText: { EN: 'Spin now' } })
      .where(eq(banners.id, slots!.id));
    await db.delete(contentSeedMarks).where(eq(contentSeedMarks.key, 'banner:slots:text'));
    await seedDemoSitePages(db);
    const [filled] = await db.select().from(banners).where(eq(banners.id, slots!.id));
    expect(filled!.subtitle.EN).toMatch(/provably fair/);
    expect(filled!.buttonText).toMatchObject({ EN: 'Spin now', VI: 'Chơi slot' });
    // The mark is claimed again, so a later start leaves the operator's emptied subtitle alone.
    await db.update(banners).set({ subtitle: {} }).where(eq(banners.id, slots!.id));
    await seedDemoSitePages(db);
    const [kept] = await db.select().from(banners).where(eq(banners.id, slots!.id));
    expect(kept!.subtitle).toEqual({});
  });

  it('saves subtitle and button text from the desk, drops empty languages, and falls back to English', async () => {
    const body = {
      groupName: 'w_home',
      imageUrl: '/assets/banners/live.svg',
      title: { EN: 'Table open' },
      subtitle: { EN: 'Cards dealt from a published seed', TH: 'ไพ่แจกจากซีดที่เปิดเผย', CN: '  ' },
      buttonText: { EN: 'Sit down' },
      linkageType: 'INTERNAL',
      linkUrl: '/live',
      sort: 50,
    };
    const saved = await t.call('opsBannerSave', { token: admin, body });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().value).toMatchObject({
      subtitle: { EN: 'Cards dealt from a published seed', TH: 'ไพ่แจกจากซีดที่เปิดเผย' },
      buttonText: { EN: 'Sit down' },
    });
    expect(saved.json().value.subtitle).not.toHaveProperty('CN');
    const thai = (await publicBanners('TH')).find((banner) => banner.bannerId === saved.json().value.id);
    expect(thai).toMatchObject({ subtitle: 'ไพ่แจกจากซีดที่เปิดเผย', buttonText: 'Sit down' });
    const tooLong = { ...body, buttonText: { EN: 'x'.repeat(41) } };
    expect((await t.call('opsBannerSave', { token: admin, body: tooLong })).statusCode).toBe(400);
    const twoLines = { ...body, subtitle: { EN: 'one\ntwo' } };
    expect((await t.call('opsBannerSave', { token: admin, body: twoLines })).statusCode).toBe(400);
  });

  it('lists only the games flagged new with isNew=1, and every game without it', async () => {
    const db = t.ctx.database.db;
    const flagged = await db
      .select({ gameCode: games.gameCode })
      .from(games)
      .innerJoin(gameVendors, eq(gameVendors.code, games.vendorCode))
      .where(and(eq(games.isNew, true), ne(games.status, 'DISABLED'), ne(gameVendors.status, 'DISABLED')));
    expect(flagged.length).toBeGreaterThan(0);
    const answer = (await t.call('gameList', { query: { isNew: '1', pageSize: '100' } })).json().value;
    expect(answer.content.map((card: { gameCode: string }) => card.gameCode).sort()).toEqual(
      flagged.map((row) => row.gameCode).sort(),
    );
    expect(answer.content.every((card: { isNew: number }) => card.isNew === 1)).toBe(true);
    const unfiltered = (await t.call('gameList', { query: { isNew: '0', pageSize: '100' } })).json().value;
    expect(unfiltered.totalCount).toBeGreaterThan(answer.totalCount);
    expect((await t.call('gameList', { query: { isNew: 'yes' } })).statusCode).toBe(400);
  });
});
