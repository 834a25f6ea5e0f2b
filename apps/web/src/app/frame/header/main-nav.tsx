import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Icon, type IconName } from '../../../components/ui/icon.tsx';
import { SafeLink } from '../../../components/ui/safe-link.tsx';
import { findRoute } from '../../routing/route-table.ts';
import styles from './header.module.css';

type NavItem = { key: string; to: string; icon: IconName; isActive: (pathname: string) => boolean };

const lower = (pathname: string) => pathname.toLowerCase();
export const MAIN_NAV: readonly NavItem[] = [
  { key: 'home', to: '/', icon: 'home', isActive: (pathname) => findRoute(pathname).page === 'home' },
  { key: 'vip', to: '/vip', icon: 'crown', isActive: (pathname) => lower(pathname) === '/vip' },
  { key: 'casino', to: '/gameCenter?gameType=ALL', icon: 'dice', isActive: (pathname) => lower(pathname) === '/gamecenter' },
  { key: 'promotions', to: '/promotions', icon: 'gift', isActive: (pathname) => ['/promotions', '/promodetail'].includes(lower(pathname)) },
  { key: 'aboutUs', to: '/aboutUs', icon: 'info', isActive: (pathname) => lower(pathname) === '/aboutus' },
];

export function MainNav() {
  const { t } = useTranslation('frame');
  const { pathname } = useLocation();
  return (
    <nav className={styles.mainNav} aria-label={t('header.mainNav')}>
      {MAIN_NAV.map((item) => {
        const isActive = item.isActive(pathname);
        return (
          <SafeLink key={item.key} to={item.to} className={isActive ? `${styles.navLink} ${styles.navActive}` : styles.navLink} aria-current={isActive ? 'page' : undefined}>
            <Icon name={item.icon} size={18} />
            <span>{t(`nav.${item.key}`)}</span>
          </SafeLink>
        );
      })}
    </nav>
  );
}
