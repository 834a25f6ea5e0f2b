import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteEntry } from '../routing/route-table.ts';
import { BannerCarousel } from './banner/banner-carousel.tsx';
import { SiteFooter } from './footer/site-footer.tsx';
import { SiteHeader } from './header/site-header.tsx';
import styles from './page-frame.module.css';
import { SideMenu } from './side-menu/side-menu.tsx';

/** Lays out the frame parts the route table gives the current route around the page. */
export function PageFrame({ route, children }: { route: RouteEntry; children: ReactNode }) {
  const { t } = useTranslation('frame');
  const { frame } = route;
  return (
    <div className={styles.shell}>
      {/* The first stop of the Tab key: past the header and side menu to the page itself; shown only when focused. */}
      <a href="#main" className={styles.skipLink}>
        {t('header.skipToContent')}
      </a>
      {frame.header ? <SiteHeader hideCategoryNav={route.hideHeaderNav === true} /> : null}
      <div className={frame.sideMenu ? `${styles.body} ${styles.withMenu}` : styles.body}>
        {frame.sideMenu ? <SideMenu /> : null}
        <main className={frame.header ? styles.main : `${styles.main} ${styles.bare}`} id="main">
          {frame.banner ? (
            <BannerCarousel tone={route.lightBanner ? 'light' : 'dark'} showJackpot={route.jackpotOverlay === true} />
          ) : null}
          {children}
        </main>
      </div>
      {frame.footer ? <SiteFooter /> : null}
    </div>
  );
}
