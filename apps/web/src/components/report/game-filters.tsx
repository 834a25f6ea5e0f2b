import { GAME_CATEGORIES, type GameCategory } from '@lucky/contracts/common/constants';
import type { ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { VendorLane } from '../../lib/data/use-game-vendors.ts';
import { ReportSelectField } from './report-fields.tsx';

export type RoundStatus = ValueOf<(typeof ENDPOINTS)['bettingRecords']>['list'][number]['status'];
/** Kept here rather than imported from the contracts so the pages do not pull zod into the bundle. */
const ROUND_STATUSES: readonly RoundStatus[] = ['OPEN', 'SETTLED', 'REFUNDED'];

export type GameFilterValues = { gameType: GameCategory | ''; vassalage: string; status: RoundStatus | '' };

/** Vendors to offer for a category (all categories when none is chosen), from the gameVendor lanes. */
export function vendorsFor(lanes: readonly VendorLane[], gameType: GameCategory | '') {
  return lanes.filter((lane) => !gameType || lane.gameCategory === gameType).flatMap((lane) => lane.vendors);
}

/** A vendor's display name from the lanes; its code until the lanes are loaded or when it is gone. */
export function vendorNameIn(lanes: readonly VendorLane[] | undefined, code: string): string {
  return lanes?.flatMap((lane) => lane.vendors).find((vendor) => vendor.vassalage === code)?.displayName ?? code;
}

type Props = {
  /** The namespace holding bets.category, bets.vendor, bets.all*, bets.statusName.* and the status label. */
  namespace: string;
  idPrefix: string;
  statusLabel: string;
  lanes: readonly VendorLane[] | undefined;
  draft: GameFilterValues;
  edit: (patch: Partial<GameFilterValues>) => void;
};

/** Category (of the site's lanes), vendor (of the chosen category; reset with it) and round status. */
export function GameFilters({ namespace, idPrefix, statusLabel, lanes, draft, edit }: Props) {
  const { t } = useTranslation(namespace);
  const categories = useMemo(
    () => GAME_CATEGORIES.filter((category) => lanes?.some((lane) => lane.gameCategory === category)),
    [lanes],
  );
  const vendors = useMemo(() => vendorsFor(lanes ?? [], draft.gameType), [lanes, draft.gameType]);
  return (
    <>
      <ReportSelectField
        id={`${idPrefix}-category`}
        label={t('bets.category')}
        value={draft.gameType}
        allLabel={t('bets.allCategories')}
        options={categories.map((category) => ({
          value: category,
          label: t(`category.${category}`, { ns: 'common' }),
        }))}
        onChange={(gameType) => edit({ gameType, vassalage: '' })}
      />
      <ReportSelectField
        id={`${idPrefix}-vendor`}
        label={t('bets.vendor')}
        value={draft.vassalage}
        allLabel={t('bets.allVendors')}
        options={vendors.map((vendor) => ({ value: vendor.vassalage, label: vendor.displayName }))}
        onChange={(vassalage) => edit({ vassalage })}
      />
      <ReportSelectField
        id={`${idPrefix}-status`}
        label={statusLabel}
        value={draft.status}
        allLabel={t('bets.allStatuses')}
        options={ROUND_STATUSES.map((status) => ({ value: status, label: t(`bets.statusName.${status}`) }))}
        onChange={(status) => edit({ status })}
      />
    </>
  );
}
