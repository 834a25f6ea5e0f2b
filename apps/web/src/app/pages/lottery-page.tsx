import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { useGameVendors } from '../data/use-game-vendors.ts';
import { categoryIcon } from '../frame/categories.ts';
import styles from './pages.module.css';
import { PageHeading, Section } from './page-parts.tsx';
import { VendorSkeleton } from './vendor-card.tsx';

/** /lottery and /vnlottery: the lottery lobby, header only. */
export function LotteryPage() {
  const { t } = useTranslation('pages');
  const { pathname } = useLocation();
  const { data: lanes, isPending } = useGameVendors();
  const isVietnam = pathname.toLowerCase() === '/vnlottery';
  const vendors = (lanes ?? []).filter((lane) => lane.gameCategory === 'LOTT' || lane.gameCategory === 'ELOTT').flatMap((lane) => lane.vendors);
  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <PageHeading
        icon={<img src={categoryIcon('LOTT')} alt="" width={40} height={40} />}
        title={isVietnam ? t('lottery.vnTitle') : t('lottery.title')}
        subtitle={isVietnam ? t('lottery.vnSubtitle') : t('lottery.subtitle')}
      />
      {isPending ? <VendorSkeleton count={3} /> : null}
      {vendors.length > 0 ? (
        <div className={styles.chips}>
          {vendors.map((vendor) => (
            <span key={vendor.vassalage} className={styles.chip}>
              {vendor.displayName}
            </span>
          ))}
        </div>
      ) : null}
      <Section title={t('lottery.draws')}>
        <EmptyState title={t('empty.noDraws')} hint={t('empty.noDrawsHint')} />
      </Section>
    </div>
  );
}
