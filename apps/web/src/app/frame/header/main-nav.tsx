import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SafeLink } from '../../../components/ui/safe-link.tsx';
import { findRoute } from '../../routing/route-table.ts';
import styles from './header.module.css';

type NavItem = { key: string; to: string; isActive: (pathname: string) => boolean };

const lower = (pathname: string) => pathname.toLowerCase();
export const MAIN_NAV: readonly NavItem[] = [
  { key: 'home', to: '/', isActive: (pathname) => findRoute(pathname).page === 'home' },
  { key: 'vip', to: '/vip', isActive: (pathname) => lower(pathname) === '/vip' },
  { key: 'casino', to: '/gameCenter?gameType=ALL', isActive: (pathname) => lower(pathname) === '/gamecenter' },
  {
    key: 'promotions',
    to: '/promotions',
    isActive: (pathname) => ['/promotions', '/promodetail'].includes(lower(pathname)),
  },
  { key: 'aboutUs', to: '/aboutUs', isActive: (pathname) => lower(pathname) === '/aboutus' },
];

export function MainNav() {
  const { t } = useTranslation('frame');
  const { pathname } = useLocation();
  return (
    <nav className={styles.mainNav} aria-label={t('header.mainNav')}>
      {MAIN_NAV.map((item) => {
        const isActive = item.isActive(pathname);
        return (
          <SafeLink
            key={item.key}
            to={item.to}
            className={isActive ? `${styles.navLink} ${styles.navActive}` : styles.navLink}
            aria-current={isActive ? 'page' : undefined}
            title={t(`nav.${item.key}`)}
          >
            <span>{t(`nav.${item.key}`)}</span>
          </SafeLink>
        );
      })}
    </nav>
  );
}
