import { and, eq, sql } from 'drizzle-orm';
import { inTransaction } from '../../modules/wallet/ledger.service.ts';
import type { Db, Tx } from '../client.ts';
import { contentSeedMarks, sitePages } from '../schema/content.ts';
import { banners, helpArticles, notices, type LocalizedText } from '../schema/merchant.ts';
import { DEMO_HELP } from './demo-help-articles.ts';
import { DEMO_BANNERS, DEMO_NOTICES } from './demo-notices.ts';
import { DEMO_SITE_PAGES } from './demo-site-page-texts.ts';

/** True the first time a key is seen: each demo item is applied once, so operator deletions and edits stay. */
async function claimSeedKey(tx: Tx, key: string): Promise<boolean> {
  const claimed = await tx
    .insert(contentSeedMarks)
    .values({ key })
    .onConflictDoNothing()
    .returning({ key: contentSeedMarks.key });
  return claimed.length > 0;
}

/** Adds the languages a row lacks (databases seeded before all five existed) without touching the ones it has. */
const fillMissing = (stored: LocalizedText, demo: LocalizedText): LocalizedText => ({ ...demo, ...stored });

async function seedBanners(tx: Tx): Promise<void> {
  for (const { key, ...banner } of DEMO_BANNERS) {
    if (!(await claimSeedKey(tx, key))) continue;
    const [legacy] = await tx.select().from(banners).where(eq(banners.imageUrl, banner.imageUrl));
    if (legacy)
      await tx
        .update(banners)
        .set({ title: fillMissing(legacy.title, banner.title) })
        .where(eq(banners.id, legacy.id));
    else await tx.insert(banners).values({ ...banner, groupName: 'w_home' });
  }
  await seedBannerTexts(tx);
}

/**
 * The art stopped carrying words: a database seeded before then gets each demo banner's subtitle and button text once
 * (its own key), filling only the languages a row lacks, so an operator's text stays.
 */
async function seedBannerTexts(tx: Tx): Promise<void> {
  for (const { key, imageUrl, subtitle, buttonText } of DEMO_BANNERS) {
    if (!(await claimSeedKey(tx, `${key}:text`))) continue;
    const rows = await tx.select().from(banners).where(eq(banners.imageUrl, imageUrl));
    for (const row of rows) {
      await tx
        .update(banners)
        .set({ subtitle: fillMissing(row.subtitle, subtitle), buttonText: fillMissing(row.buttonText, buttonText) })
        .where(eq(banners.id, row.id));
    }
  }
}

async function seedNotices(tx: Tx): Promise<void> {
  for (const [index, { key, ...notice }] of DEMO_NOTICES.entries()) {
    if (!(await claimSeedKey(tx, key))) continue;
    const [legacy] = await tx
      .select()
      .from(notices)
      .where(and(eq(notices.type, notice.type), sql`${notices.title}->>'EN' = ${notice.title.EN}`));
    if (legacy) {
      await tx
        .update(notices)
        .set({ title: fillMissing(legacy.title, notice.title), content: fillMissing(legacy.content, notice.content) })
        .where(eq(notices.id, legacy.id));
    } else {
      await tx.insert(notices).values({ ...notice, sort: index });
    }
  }
}

async function seedHelp(tx: Tx): Promise<void> {
  for (const [index, { key, ...article }] of DEMO_HELP.entries()) {
    if (!(await claimSeedKey(tx, key))) continue;
    const [legacy] = await tx.select().from(helpArticles).where(eq(helpArticles.anchor, article.anchor));
    if (legacy) {
      await tx
        .update(helpArticles)
        .set({
          categoryTitle: fillMissing(legacy.categoryTitle, article.categoryTitle),
          title: fillMissing(legacy.title, article.title),
          content: fillMissing(legacy.content, article.content),
          sort: index,
        })
        .where(eq(helpArticles.id, legacy.id));
    } else {
      await tx.insert(helpArticles).values({ ...article, sort: index });
    }
  }
}

/**
 * The demo site's editable content in the five translated languages: home banners, one
 * announcement of each type (the PU one is the login pop-up), the help centre with the FAQ and
 * user protocol, and the about-us and join pages. Idempotent: called on every start.
 */
export async function seedDemoSitePages(db: Db): Promise<void> {
  await inTransaction(db, async (tx) => {
    await seedBanners(tx);
    await seedNotices(tx);
    await seedHelp(tx);
    for (const page of DEMO_SITE_PAGES) {
      if (await claimSeedKey(tx, `page:${page.slug}`)) await tx.insert(sitePages).values(page).onConflictDoNothing();
    }
  });
}
