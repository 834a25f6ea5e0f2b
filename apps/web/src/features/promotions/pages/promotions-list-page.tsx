import type { PromotionType } from '@lucky/contracts/promotions/promotion-schemas';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { PageHero } from '../../../components/ui/page-hero.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { PromotionCard } from '../components/promotion-card.tsx';
import { PROMOTION_TYPES } from '../utils/promotion-constants.ts';
import { usePromotionList } from '../api/promotion-list.ts';
import styles from '../promotions.module.css';

const FILTERS = ['ALL', ...PROMOTION_TYPES] as const;
/** The most cards a row holds on a desktop screen (340 px columns beside the side menu). */
const FIRST_ROW_CARDS = 3;
type Filter = (typeof FILTERS)[number];

/** /promotions: the type filter tabs (kept in the address as ?type=) and the promotion cards. */
export function PromotionsListPage() {
  const { t } = useTranslation('promotions');
  const describeError = useErrorMessage();
  const [params, setParams] = useSearchParams();
  const requested = params.get('type');
  const filter: Filter = FILTERS.includes(requested as Filter) ? (requested as Filter) : 'ALL';
  const { data, isPending, error, refetch } = usePromotionList(filter as PromotionType | 'ALL');
  return (
    <div className={styles.page}>
      <PageHero
        icon="gift"
        iconSize={28}
        title={t('title')}
        subtitle={t('subtitle')}
        classes={{ hero: styles.hero, icon: styles.heroIcon, title: styles.heroTitle, subtitle: styles.heroSubtitle }}
      />
      <Tabs
        ariaLabel={t('filter')}
        active={filter}
        onChange={(key) => setParams(key === 'ALL' ? {} : { type: key }, { replace: true })}
        items={FILTERS.map((key) => ({ key, label: t(`type.${key}`) }))}
      />
      {isPending ? (
        <div className={styles.center}>
          <Spinner label={t('loading')} />
        </div>
      ) : null}
      {error ? (
        <div className={styles.center}>
          <p className={styles.error} role="alert">
            {describeError(error)}
          </p>
          <Button variant="secondary" onClick={() => void refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : null}
      {data && data.list.length === 0 ? (
        <EmptyState icon={<Icon name="gift" size={28} />} title={t('empty')} hint={t('emptyHint')} />
      ) : null}
      {data && data.list.length > 0 ? (
        <div className={styles.grid}>
          {data.list.map((promotion, index) => (
            <PromotionCard
              key={promotion.id}
              promotion={promotion}
              isFirstRow={index < FIRST_ROW_CARDS}
              isFirst={index === 0}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
