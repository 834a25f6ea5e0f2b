import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SafeLink } from '../../../components/ui/safe-link.tsx';
import { useGameVendors } from '../../../lib/data/use-game-vendors.ts';
import { CATEGORY_PAGES, categoryIcon } from '../../../lib/game-categories.ts';
import styles from './header.module.css';

/** Game category links, only for categories that have at least one vendor. */
export function CategoryNav() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const { data: lanes = [] } = useGameVendors();
  const hasHot = lanes.some((lane) => lane.vendors.some((vendor) => vendor.isHot === 1));
  if (lanes.length === 0) return <span />;
  const items = [
    ...(hasHot ? [{ key: 'HOT', to: '/hotgame' }] : []),
    ...lanes.map((lane) => ({ key: lane.gameCategory, to: CATEGORY_PAGES[lane.gameCategory] })),
  ];
  return (
    <nav className={styles.categoryNav} aria-label={t('category.navLabel')}>
      {items.map((item) => {
        const isActive = pathname.toLowerCase() === item.to.toLowerCase();
        return (
          <SafeLink
            key={item.key}
            to={item.to}
            className={isActive ? `${styles.categoryLink} ${styles.categoryActive}` : styles.categoryLink}
            aria-current={isActive ? 'page' : undefined}
          >
            <img src={categoryIcon(item.key)} alt="" width={22} height={22} />
            <span>{t(`category.${item.key}`)}</span>
          </SafeLink>
        );
      })}
    </nav>
  );
}
