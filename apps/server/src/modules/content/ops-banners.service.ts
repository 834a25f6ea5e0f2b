import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { banners } from '../../db/schema/merchant.ts';
import { AppError } from '../../plugins/app-error.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { ActiveOperator } from '../audit/active-operator.ts';
import { inTransaction } from '../wallet/ledger.service.ts';
import { cleanLocalized } from './localized.ts';

type BannerRow = typeof banners.$inferSelect;
type Localized = { EN: string; CN?: string; ID?: string; TH?: string; VI?: string };

const view = (row: BannerRow) => ({
  id: row.id,
  groupName: row.groupName,
  imageUrl: row.imageUrl,
  title: row.title,
  subtitle: row.subtitle,
  buttonText: row.buttonText,
  linkageType: row.linkageType,
  linkUrl: row.linkUrl,
  sort: row.sort,
  enabled: row.enabled,
});

export async function listOpsBanners(ctx: AppContext) {
  const rows = await ctx.database.db
    .select()
    .from(banners)
    .orderBy(asc(banners.groupName), asc(banners.sort), asc(banners.id));
  return rows.map(view);
}

type SaveInput = {
  operator: ActiveOperator;
  id?: number;
  groupName: string;
  imageUrl: string;
  title: Localized;
  subtitle?: Partial<Localized>;
  buttonText?: Partial<Localized>;
  linkageType: BannerRow['linkageType'];
  linkUrl: string | null;
  sort: number;
  enabled: boolean;
};

/** Creates or edits a banner (disabling hides it from the carousel without losing it). */
export async function saveBanner(ctx: AppContext, input: SaveInput) {
  const values = {
    groupName: input.groupName,
    imageUrl: input.imageUrl,
    title: cleanLocalized(input.title),
    subtitle: cleanLocalized(input.subtitle ?? {}),
    buttonText: cleanLocalized(input.buttonText ?? {}),
    linkageType: input.linkageType,
    linkUrl: input.linkageType === 'NONE' ? null : input.linkUrl,
    sort: input.sort,
    enabled: input.enabled,
  };
  return inTransaction(ctx.database.db, async (tx) => {
    let before: BannerRow | null = null;
    let row: BannerRow;
    if (input.id === undefined) {
      const [created] = await tx.insert(banners).values(values).returning();
      row = created!;
    } else {
      const [found] = await tx.select().from(banners).where(eq(banners.id, input.id)).for('update');
      if (!found) throw new AppError('content.not.found');
      before = found;
      const [updated] = await tx.update(banners).set(values).where(eq(banners.id, input.id)).returning();
      row = updated!;
    }
    await recordAudit(tx, {
      operator: input.operator,
      action: before ? 'BANNER_UPDATE' : 'BANNER_CREATE',
      targetType: 'BANNER',
      targetId: String(row.id),
      before: before ? view(before) : null,
      after: view(row),
    });
    return view(row);
  });
}
