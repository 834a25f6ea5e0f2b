import { and, asc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sitePages } from '../../db/schema/content.ts';
import { banners, helpArticles, notices } from '../../db/schema/merchant.ts';

// The site's public reads of its content; the operators' edits are in the ops-*.service.ts files.

type NoticeType = (typeof notices.$inferSelect)['type'];

/** Notices of these types on a platform and execution, live at `now`, in display order. */
export function listLiveNotices(
  db: Db,
  filter: { types: NoticeType[]; platform: string; execution: string; now: Date },
) {
  return db
    .select()
    .from(notices)
    .where(
      and(
        inArray(notices.type, filter.types),
        eq(notices.platform, filter.platform),
        eq(notices.execution, filter.execution),
        lte(notices.startsAt, filter.now),
        or(isNull(notices.endsAt), gt(notices.endsAt, filter.now)),
      ),
    )
    .orderBy(asc(notices.sort), asc(notices.id));
}

export function listEnabledBanners(db: Db, groupName: string) {
  return db
    .select()
    .from(banners)
    .where(and(eq(banners.groupName, groupName), eq(banners.enabled, true)))
    .orderBy(asc(banners.sort), asc(banners.id));
}

export function listHelpArticles(db: Db) {
  return db.select().from(helpArticles).orderBy(asc(helpArticles.sort), asc(helpArticles.id));
}

export async function findSitePage(db: Db, slug: string) {
  const [row] = await db.select().from(sitePages).where(eq(sitePages.slug, slug));
  return row ?? null;
}
