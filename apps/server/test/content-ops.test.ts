import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSeedMarks, sitePages } from '../src/db/schema/content.ts';
import { banners, helpArticles, notices } from '../src/db/schema/merchant.ts';
import { seedDemoSitePages } from '../src/db/seed/demo-site-pages.ts';
import { multipartBody, JPEG_BYTES, PNG_BYTES } from './multipart.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.ts';

const LANGUAGES = ['EN', 'CN', 'ID', 'TH', 'VI'];
const localized = (en: string) => ({ EN: en, CN: `${en} (CN)`, ID: `${en} (ID)`, TH: `${en} (TH)`, VI: `${en} (VI)` });

describe.each(TEST_DATABASES)('content desks and pages on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let finance: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.opsLogin('admin', 'admin1234');
    finance = await t.opsLogin('finance', 'finance1234');
  });
  afterAll(async () => t.close());

  const audit = async (action: string) =>
    (await t.call('opsAuditLog', { token: admin, query: { action } })).json().value.list as {
      targetId: string;
      before: unknown;
      after: Record<string, unknown>;
    }[];
  const publicNotices = async (language = 'EN') =>
    (await t.call('systemNotices', { query: { types: 'B,PL,PU,PR,H' }, headers: { language } })).json().value;

  it('seeds every demo text in all five languages, once, keeping what operators deleted', async () => {
    const db = t.ctx.database.db;
    for (const row of [...(await db.select().from(notices)), ...(await db.select().from(helpArticles))]) {
      expect(Object.keys(row.title).sort()).toEqual([...LANGUAGES].sort());
      expect(Object.keys(row.content).sort()).toEqual([...LANGUAGES].sort());
    }
    for (const page of await db.select().from(sitePages))
      expect(Object.keys(page.body).sort()).toEqual([...LANGUAGES].sort());
    const counts = async () =>
      [notices, banners, helpArticles, sitePages].map(
        async (table) => (await db.select({ total: count() }).from(table))[0]!.total,
      );
    const before = await Promise.all(await counts());
    await db.delete(helpArticles).where(eq(helpArticles.anchor, 'privacy'));
    await seedDemoSitePages(db);
    expect(await Promise.all(await counts())).toEqual([before[0], before[1], before[2]! - 1, before[3]]);
    expect((await db.select({ total: count() }).from(contentSeedMarks))[0]!.total).toBeGreaterThan(15);
  });

  it('serves a site page in the asked language, falling back to English, and 404 for an unknown slug', async () => {
    const about = (await t.call('sitePage', { query: { slug: 'about-us' }, headers: { language: 'TH' } })).json().value;
    expect(about).toMatchObject({ slug: 'about-us', title: 'เกี่ยวกับ Lucky Star' });
    expect(
      (await t.call('sitePage', { query: { slug: 'join' }, headers: { language: 'JA' } })).json().value.title,
    ).toBe('Join Lucky Star');
    const missing = await t.call('sitePage', { query: { slug: 'no-such-page' } });
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'content.not.found']);
    expect((await t.call('sitePage', { query: { slug: '../etc' } })).statusCode).toBe(400);
  });

  it('lets only admins edit content; finance gets operator.forbidden and members are refused', async () => {
    const member = await t.login('demo', 'demo1234');
    const body = { slug: 'about-us', title: { EN: 'Hacked' }, body: { EN: 'Hacked' } };
    expect((await t.call('opsSitePageSave', { token: finance, body })).json().code).toBe('operator.forbidden');
    expect((await t.call('opsSitePageSave', { token: member, body })).statusCode).toBe(401);
    for (const name of ['opsNoticeList', 'opsBannerList', 'opsHelpList', 'opsSitePageList'] as const) {
      expect((await t.call(name, { token: finance })).json().code).toBe('operator.forbidden');
    }
    expect((await t.call('sitePage', { query: { slug: 'about-us' } })).json().value.title).toBe('About Lucky Star');
    expect(await audit('PAGE_UPDATE')).toHaveLength(0);
  });

  it('creates, schedules, edits and ends announcements, each audited', async () => {
    const refused = await t.call('opsNoticeSave', {
      token: admin,
      body: { type: 'PR', title: { CN: '无英文' }, content: { EN: 'x' } },
    });
    expect(refused.statusCode).toBe(400);
    const backwards = {
      type: 'PR',
      title: localized('Bad'),
      content: localized('Bad'),
      startsAt: '2030-01-02T00:00:00Z',
      endsAt: '2030-01-01T00:00:00Z',
    };
    expect((await t.call('opsNoticeSave', { token: admin, body: backwards })).statusCode).toBe(400);

    const startsAt = new Date(t.clock.now.getTime() + 3_600_000).toISOString();
    const created = (
      await t.call('opsNoticeSave', {
        token: admin,
        body: {
          type: 'PR',
          title: localized('Double points'),
          content: { EN: 'Double points all day.', VI: 'Nhân đôi điểm cả ngày.', CN: '  ' },
          startsAt,
        },
      })
    ).json().value;
    expect(created).toMatchObject({
      type: 'PR',
      state: 'SCHEDULED',
      content: { EN: 'Double points all day.', VI: 'Nhân đôi điểm cả ngày.' },
    });
    expect(created.content.CN).toBeUndefined();
    expect((await publicNotices()).promotion.map((notice: { id: number }) => notice.id)).not.toContain(created.id);

    t.clock.advance(3_600_001);
    // An hour idle ends operator sessions; log in again.
    admin = await t.opsLogin('admin', 'admin1234');
    finance = await t.opsLogin('finance', 'finance1234');
    const live = await publicNotices('CN');
    expect(live.promotion.find((notice: { id: number }) => notice.id === created.id)).toMatchObject({
      title: 'Double points (CN)',
      content: 'Double points all day.',
    });

    const edited = (
      await t.call('opsNoticeSave', {
        token: admin,
        body: {
          id: created.id,
          type: 'PR',
          title: localized('Triple points'),
          content: localized('Triple points today.'),
        },
      })
    ).json().value;
    expect(edited).toMatchObject({ state: 'ACTIVE', startsAt: created.startsAt, title: { EN: 'Triple points' } });
    const ended = (await t.call('opsNoticeEnd', { token: admin, body: { id: created.id } })).json().value;
    expect(ended.state).toBe('ENDED');
    expect((await publicNotices()).promotion.map((notice: { id: number }) => notice.id)).not.toContain(created.id);
    expect((await t.call('opsNoticeEnd', { token: admin, body: { id: 999_999 } })).json().code).toBe(
      'content.not.found',
    );

    expect((await audit('NOTICE_CREATE'))[0]).toMatchObject({ targetId: String(created.id), before: null });
    expect((await audit('NOTICE_UPDATE'))[0]).toMatchObject({ after: { title: { EN: 'Triple points' } } });
    expect(await audit('NOTICE_END')).toHaveLength(1);
    const listed = (await t.call('opsNoticeList', { token: admin, query: { type: 'PR' } })).json().value;
    expect(listed.list.find((notice: { id: number }) => notice.id === created.id)).toMatchObject({ state: 'ENDED' });
  });

  it('creates and disables banners; a link type needs a link', async () => {
    const base = {
      groupName: 'w_home',
      imageUrl: '/assets/banners/welcome.svg',
      title: localized('Lucky spins'),
      linkageType: 'INTERNAL',
      linkUrl: '/rng',
      sort: 9,
    };
    expect((await t.call('opsBannerSave', { token: admin, body: { ...base, linkUrl: null } })).statusCode).toBe(400);
    expect(
      (await t.call('opsBannerSave', { token: admin, body: { ...base, linkageType: 'EXTERNAL', linkUrl: '/rng' } }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await t.call('opsBannerSave', {
          token: admin,
          body: { ...base, linkageType: 'INTERNAL', linkUrl: 'http://plain.example' },
        })
      ).statusCode,
    ).toBe(400);
    for (const imageUrl of ['javascript:alert(1)', 'https://cdn.example/x.png', '//evil.example/x.png']) {
      expect((await t.call('opsBannerSave', { token: admin, body: { ...base, imageUrl } })).statusCode).toBe(400);
    }
    const created = (await t.call('opsBannerSave', { token: admin, body: base })).json().value;
    const shown = async () =>
      (await t.call('systemBanners', { query: { groupName: 'w_home' } }))
        .json()
        .value.map((banner: { bannerId: number }) => banner.bannerId);
    expect(await shown()).toContain(created.id);
    await t.call('opsBannerSave', { token: admin, body: { ...base, id: created.id, enabled: false } });
    expect(await shown()).not.toContain(created.id);
    expect((await audit('BANNER_UPDATE'))[0]).toMatchObject({
      targetId: String(created.id),
      before: { enabled: true },
      after: { enabled: false },
    });
  });

  it('edits help articles with unique anchors and deletes them, audited', async () => {
    const article = {
      category: 'faq',
      categoryTitle: localized('FAQ'),
      anchor: 'bonus-wagering',
      title: localized('What is wagering?'),
      content: localized('Wagering is the turnover a bonus needs.'),
      sort: 50,
    };
    const created = (await t.call('opsHelpSave', { token: admin, body: article })).json().value;
    expect((await t.call('opsHelpSave', { token: admin, body: { ...article, anchor: 'protocol' } })).json().code).toBe(
      'content.anchor.taken',
    );
    expect(
      (
        await t.call('opsHelpSave', {
          token: admin,
          body: { ...article, id: created.id, title: localized('Wagering explained') },
        })
      ).statusCode,
    ).toBe(200);
    const help = (await t.call('systemHelpCenter', { headers: { language: 'ID' } })).json().value;
    expect(help[0].articles.find((item: { anchor: string }) => item.anchor === 'bonus-wagering').title).toBe(
      'Wagering explained (ID)',
    );
    expect((await t.call('opsHelpDelete', { token: admin, body: { id: created.id } })).statusCode).toBe(200);
    expect((await t.call('opsHelpDelete', { token: admin, body: { id: created.id } })).json().code).toBe(
      'content.not.found',
    );
    expect((await audit('HELP_DELETE'))[0]).toMatchObject({
      targetId: String(created.id),
      before: { anchor: 'bonus-wagering' },
    });
  });

  it('replaces a site page by slug, audited with the old text', async () => {
    const saved = (
      await t.call('opsSitePageSave', {
        token: admin,
        body: { slug: 'about-us', title: localized('About us'), body: localized('We are Lucky Star.') },
      })
    ).json().value;
    expect(saved).toMatchObject({ slug: 'about-us', title: { VI: 'About us (VI)' } });
    expect(
      (await t.call('sitePage', { query: { slug: 'about-us' }, headers: { language: 'VI' } })).json().value.body,
    ).toBe('We are Lucky Star. (VI)');
    expect((await audit('PAGE_UPDATE'))[0]).toMatchObject({
      targetId: 'about-us',
      before: { title: { EN: 'About Lucky Star' } },
    });
    expect(
      (await t.call('opsSitePageList', { token: admin })).json().value.map((page: { slug: string }) => page.slug),
    ).toEqual(['about-us', 'join']);
  });

  it('shows feedback images to operators only', async () => {
    const member = await t.login('player02', 'player1234');
    const upload = async (data: Buffer) => {
      const { payload, headers } = multipartBody([{ filename: 'shot.png', type: 'image/png', data }]);
      const response = await t.app.inject({
        method: 'POST',
        url: '/wps/withdrawal/proofs',
        payload,
        headers: { ...headers, authorization: `Bearer ${member}` },
      });
      return response.json().value[0].proofId as number;
    };
    const imageIds = [await upload(PNG_BYTES), await upload(JPEG_BYTES)];
    const feedbackId = (
      await t.call('feedbackSubmit', {
        token: member,
        body: { category: 'PROBLEM', content: 'The slot froze on spin.', imageIds },
      })
    ).json().value.id;
    const first = (
      await t.call('opsFeedbackImage', { token: finance, query: { feedbackId: String(feedbackId), index: '0' } })
    ).json().value;
    expect(first).toMatchObject({ feedbackId, index: 0, mime: 'image/png', dataBase64: PNG_BYTES.toString('base64') });
    expect(
      (await t.call('opsFeedbackImage', { token: admin, query: { feedbackId: String(feedbackId), index: '1' } })).json()
        .value.mime,
    ).toBe('image/jpeg');
    const missing = await t.call('opsFeedbackImage', {
      token: admin,
      query: { feedbackId: String(feedbackId), index: '2' },
    });
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'feedback.image.not.found']);
    expect(
      (await t.call('opsFeedbackImage', { token: member, query: { feedbackId: String(feedbackId), index: '0' } }))
        .statusCode,
    ).toBe(401);
    expect(
      (await t.call('opsFeedbackImage', { query: { feedbackId: String(feedbackId), index: '0' } })).json().code,
    ).toBe('operator.session.required');
    expect(
      (await t.call('opsFeedbackImage', { token: admin, query: { feedbackId: String(feedbackId), index: '3' } }))
        .statusCode,
    ).toBe(400);
  });
});
