import { useTranslation } from 'react-i18next';
import logoUrl from '../../../assets/logo.svg';
import { SafeLink } from '../../../components/ui/safe-link.tsx';
import { useSessionStore } from '../../../features/auth/session-store.ts';
import { CategoryNav } from './category-nav.tsx';
import styles from './header.module.css';
import { LanguageSwitch } from './language-switch.tsx';
import { MainNav } from './main-nav.tsx';
import { AgentCentreLink, MemberBar } from './member-bar.tsx';
import { VisitorBar } from './visitor-bar.tsx';

export function SiteHeader({ hideCategoryNav }: { hideCategoryNav: boolean }) {
  const { t } = useTranslation('frame');
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  return (
    <header className={styles.header}>
      <div className={styles.top}>
        <SafeLink to="/" className={styles.logo} aria-label={t('header.logoLabel')}>
          <img src={logoUrl} alt={t('brandName', { ns: 'common' })} width={168} height={40} />
        </SafeLink>
        <MainNav />
        <div className={styles.actions}>{isLoggedIn ? <MemberBar /> : <VisitorBar />}</div>
      </div>
      <div className={styles.subBar}>
        <div className={styles.subInner}>
          {hideCategoryNav ? <span /> : <CategoryNav />}
          <div className={styles.subActions}>
            {isLoggedIn ? <AgentCentreLink /> : null}
            <LanguageSwitch />
          </div>
        </div>
      </div>
    </header>
  );
}
