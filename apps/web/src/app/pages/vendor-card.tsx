import { useTranslation } from 'react-i18next';
import type { VendorCard as Vendor } from '../../lib/data/use-game-vendors.ts';
import { categoryIcon } from '../../lib/game-categories.ts';
import styles from './pages.module.css';

type Props = { vendor: Vendor; category: string; isActive?: boolean; onSelect: () => void };

export function VendorCard({ vendor, category, isActive = false, onSelect }: Props) {
  const { t } = useTranslation('pages');
  const { t: tc } = useTranslation('common');
  const isMaintenance = vendor.status === 'MAINTENANCE';
  return (
    <button
      type="button"
      className={isActive ? `${styles.vendorCard} ${styles.vendorCardActive}` : styles.vendorCard}
      onClick={onSelect}
      aria-pressed={isActive}
    >
      <img className={styles.vendorIcon} src={categoryIcon(category)} alt="" width={48} height={48} />
      <span className={styles.vendorName}>{vendor.displayName}</span>
      {/* The category only: the vendor's code (HOUSE_LIVE) is the wire's word, not a player's. */}
      <span className={styles.vendorMeta}>{tc(`category.${category}`)}</span>
      {isMaintenance ? (
        <span className={`${styles.tag} ${styles.tagMaintenance}`}>{t('vendor.maintenance')}</span>
      ) : vendor.isHot === 1 ? (
        <span className={`${styles.tag} ${styles.tagHot}`}>{t('vendor.hot')}</span>
      ) : null}
    </button>
  );
}

export function VendorSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div className={styles.skeletonGrid} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={styles.skeleton} />
      ))}
    </div>
  );
}
