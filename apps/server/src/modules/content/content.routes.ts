import { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { and, asc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { sitePages } from '../../db/schema/content.ts';
import { banners, helpArticles, notices } from '../../db/schema/merchant.ts';
import { AppError } from '../../plugins/app-error.ts';
import { registerEndpoint } from '../../plugins/endpoint-route.ts';
import { pickText, requestLanguage } from './localize.ts';

/** The types the public call serves; agent notices (AG) are read in the agent centre only. */
const PUBLIC_NOTICE_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
type NoticeType = (typeof PUBLIC_NOTICE_TYPES)[number];
const isPublicType = (type: string): type is NoticeType => (PUBLIC_NOTICE_TYPES as readonly string[]).includes(type);

export function registerContentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;

  registerEndpoint(app, ctx, ENDPOINTS.systemNotices, async ({ query, request, merchantConfig }) => {
    const language = requestLanguage(request, merchantConfig);
    const now = ctx.now();
    const types = query.types.split(',').filter(isPublicType);
    const rows = await db
      .select()
      .from(notices)
      .where(
        and(
          inArray(notices.type, types),
          eq(notices.platform, query.platform),
          eq(notices.execution, query.execution),
          lte(notices.startsAt, now),
          or(isNull(notices.endsAt), gt(notices.endsAt, now)),
        ),
      )
      .orderBy(asc(notices.sort), asc(notices.id));
    const items = rows.map((row) => ({
      id: row.id,
      type: row.type as NoticeType,
      execution: row.execution,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt?.toISOString() ?? null,
      title: pickText(row.title, language, merchantConfig.languages.default),
      content: pickText(row.content, language, merchantConfig.languages.default),
    }));
    // B is the scrolling bulletin, PU the pop-up, PR promotion notices, PL and H the player's list.
    return {
      player: items.filter((item) => item.type === 'PL' || item.type === 'H'),
      popup: items.filter((item) => item.type === 'PU'),
      promotion: items.filter((item) => item.type === 'PR'),
      banners: items.filter((item) => item.type === 'B'),
    };
  });

  registerEndpoint(app, ctx, ENDPOINTS.systemBanners, async ({ query, request, merchantConfig }) => {
    const language = requestLanguage(request, merchantConfig);
    const rows = await db
      .select()
      .from(banners)
      .where(and(eq(banners.groupName, query.groupName), eq(banners.enabled, true)))
      .orderBy(asc(banners.sort), asc(banners.id));
    return rows.map((row) => ({
      bannerId: row.id,
      url: row.imageUrl,
      linkageType: row.linkageType,
      linkUrl: row.linkUrl,
      groupName: row.groupName,
      title: pickText(row.title, language, merchantConfig.languages.default),
    }));
  });

  registerEndpoint(app, ctx, ENDPOINTS.systemHelpCenter, async ({ request, merchantConfig }) => {
    const language = requestLanguage(request, merchantConfig);
    const fallback = merchantConfig.languages.default;
    const rows = await db.select().from(helpArticles).orderBy(asc(helpArticles.sort), asc(helpArticles.id));
    const categories = new Map<
      string,
      { category: string; title: string; articles: { id: number; anchor: string; title: string; content: string }[] }
    >();
    for (const row of rows) {
      const entry = categories.get(row.category) ?? {
        category: row.category,
        title: pickText(row.categoryTitle, language, fallback),
        articles: [],
      };
      entry.articles.push({
        id: row.id,
        anchor: row.anchor,
        title: pickText(row.title, language, fallback),
        content: pickText(row.content, language, fallback),
      });
      categories.set(row.category, entry);
    }
    return [...categories.values()];
  });

  registerEndpoint(app, ctx, ENDPOINTS.sitePage, async ({ query, request, merchantConfig }) => {
    const language = requestLanguage(request, merchantConfig);
    const fallback = merchantConfig.languages.default;
    const [row] = await db.select().from(sitePages).where(eq(sitePages.slug, query.slug));
    if (!row) throw new AppError('content.not.found');
    return {
      slug: row.slug,
      title: pickText(row.title, language, fallback),
      body: pickText(row.body, language, fallback),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}
