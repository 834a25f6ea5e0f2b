import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../plugins/app-error.ts';
import { findSitePage, listEnabledBanners, listHelpArticles, listLiveNotices } from './content.repository.ts';
import { pickText } from './localize.ts';

/** The language a text is shown in, and the merchant's default when it has none in that language. */
type Languages = { language: string; fallback: string };

/** The types the public call serves; agent notices (AG) are read in the agent centre only. */
const PUBLIC_NOTICE_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
type NoticeType = (typeof PUBLIC_NOTICE_TYPES)[number];
const isPublicType = (type: string): type is NoticeType => (PUBLIC_NOTICE_TYPES as readonly string[]).includes(type);

export async function readSystemNotices(
  ctx: AppContext,
  query: { types: string; platform: string; execution: string },
  { language, fallback }: Languages,
) {
  const rows = await listLiveNotices(ctx.database.db, {
    types: query.types.split(',').filter(isPublicType),
    platform: query.platform,
    execution: query.execution,
    now: ctx.now(),
  });
  const items = rows.map((row) => ({
    id: row.id,
    type: row.type as NoticeType,
    execution: row.execution,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    title: pickText(row.title, language, fallback),
    content: pickText(row.content, language, fallback),
  }));
  // B is the scrolling bulletin, PU the pop-up, PR promotion notices, PL and H the player's list.
  return {
    player: items.filter((item) => item.type === 'PL' || item.type === 'H'),
    popup: items.filter((item) => item.type === 'PU'),
    promotion: items.filter((item) => item.type === 'PR'),
    banners: items.filter((item) => item.type === 'B'),
  };
}

export async function readSystemBanners(ctx: AppContext, groupName: string, { language, fallback }: Languages) {
  const rows = await listEnabledBanners(ctx.database.db, groupName);
  return rows.map((row) => ({
    bannerId: row.id,
    url: row.imageUrl,
    linkageType: row.linkageType,
    linkUrl: row.linkUrl,
    groupName: row.groupName,
    title: pickText(row.title, language, fallback),
    // Left out when the banner has none in any language, so the page draws no empty line or button.
    subtitle: pickText(row.subtitle, language, fallback) || undefined,
    buttonText: pickText(row.buttonText, language, fallback) || undefined,
  }));
}

type HelpCategory = {
  category: string;
  title: string;
  articles: { id: number; anchor: string; title: string; content: string }[];
};

/** The help centre: its articles grouped by category, both in the display order. */
export async function readHelpCenter(ctx: AppContext, { language, fallback }: Languages): Promise<HelpCategory[]> {
  const categories = new Map<string, HelpCategory>();
  for (const row of await listHelpArticles(ctx.database.db)) {
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
}

export async function readSitePage(ctx: AppContext, slug: string, { language, fallback }: Languages) {
  const row = await findSitePage(ctx.database.db, slug);
  if (!row) throw new AppError('content.not.found');
  return {
    slug: row.slug,
    title: pickText(row.title, language, fallback),
    body: pickText(row.body, language, fallback),
    updatedAt: row.updatedAt.toISOString(),
  };
}
