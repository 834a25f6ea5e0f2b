import { and, asc, eq, ne } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { sitePages } from '../../db/schema/content.ts';
import { helpArticles } from '../../db/schema/merchant.ts';
import { AppError } from '../../plugins/app-error.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { ActiveOperator } from '../audit/active-operator.ts';
import { inTransaction } from '../wallet/ledger.service.ts';
import { cleanLocalized } from './localized.ts';

type ArticleRow = typeof helpArticles.$inferSelect;
type PageRow = typeof sitePages.$inferSelect;
type Localized = { EN: string; CN?: string; ID?: string; TH?: string; VI?: string };

const pageView = (row: PageRow) => ({
  slug: row.slug,
  title: row.title,
  body: row.body,
  updatedAt: row.updatedAt.toISOString(),
});

export async function listOpsHelp(ctx: AppContext): Promise<ArticleRow[]> {
  return ctx.database.db.select().from(helpArticles).orderBy(asc(helpArticles.sort), asc(helpArticles.id));
}

type SaveArticle = {
  operator: ActiveOperator;
  id?: number;
  category: string;
  categoryTitle: Localized;
  anchor: string;
  title: Localized;
  content: Localized;
  sort: number;
};

/** Creates or edits a help article. Its anchor is its link (/help#anchor), so two articles never share one. */
export async function saveHelpArticle(ctx: AppContext, input: SaveArticle) {
  const values = {
    category: input.category,
    categoryTitle: cleanLocalized(input.categoryTitle),
    anchor: input.anchor,
    title: cleanLocalized(input.title),
    content: cleanLocalized(input.content),
    sort: input.sort,
  };
  return inTransaction(ctx.database.db, async (tx) => {
    const clash = await tx
      .select({ id: helpArticles.id })
      .from(helpArticles)
      .where(
        input.id === undefined
          ? eq(helpArticles.anchor, input.anchor)
          : and(eq(helpArticles.anchor, input.anchor), ne(helpArticles.id, input.id)),
      );
    if (clash.length > 0) throw new AppError('content.anchor.taken');
    let before: ArticleRow | null = null;
    let row: ArticleRow;
    if (input.id === undefined) {
      const [created] = await tx.insert(helpArticles).values(values).returning();
      row = created!;
    } else {
      const [found] = await tx.select().from(helpArticles).where(eq(helpArticles.id, input.id)).for('update');
      if (!found) throw new AppError('content.not.found');
      before = found;
      const [updated] = await tx.update(helpArticles).set(values).where(eq(helpArticles.id, input.id)).returning();
      row = updated!;
    }
    await recordAudit(tx, {
      operator: input.operator,
      action: before ? 'HELP_UPDATE' : 'HELP_CREATE',
      targetType: 'HELP_ARTICLE',
      targetId: String(row.id),
      before,
      after: row,
    });
    return row;
  });
}

export async function deleteHelpArticle(ctx: AppContext, input: { operator: ActiveOperator; id: number }) {
  return inTransaction(ctx.database.db, async (tx) => {
    const [found] = await tx.delete(helpArticles).where(eq(helpArticles.id, input.id)).returning();
    if (!found) throw new AppError('content.not.found');
    await recordAudit(tx, {
      operator: input.operator,
      action: 'HELP_DELETE',
      targetType: 'HELP_ARTICLE',
      targetId: String(input.id),
      before: found,
    });
    return { id: input.id };
  });
}

export async function listOpsSitePages(ctx: AppContext) {
  const rows = await ctx.database.db.select().from(sitePages).orderBy(asc(sitePages.slug));
  return rows.map(pageView);
}

/** Creates or replaces the page of a slug; the old text stays in the audit log. */
export async function saveSitePage(
  ctx: AppContext,
  input: { operator: ActiveOperator; slug: string; title: Localized; body: Localized },
) {
  const values = { title: cleanLocalized(input.title), body: cleanLocalized(input.body), updatedAt: ctx.now() };
  return inTransaction(ctx.database.db, async (tx) => {
    const [before] = await tx.select().from(sitePages).where(eq(sitePages.slug, input.slug)).for('update');
    const [row] = await tx
      .insert(sitePages)
      .values({ slug: input.slug, ...values })
      .onConflictDoUpdate({ target: sitePages.slug, set: values })
      .returning();
    await recordAudit(tx, {
      operator: input.operator,
      action: before ? 'PAGE_UPDATE' : 'PAGE_CREATE',
      targetType: 'SITE_PAGE',
      targetId: input.slug,
      before: before ? pageView(before) : null,
      after: pageView(row!),
    });
    return pageView(row!);
  });
}
