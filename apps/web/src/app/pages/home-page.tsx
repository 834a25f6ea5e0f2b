import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DepositLimitOffer } from '../../components/responsible-play/deposit-limit-offer.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useSafeNavigate } from '../../components/ui/safe-link.tsx';
import { useModalStore } from '../../lib/modal-store.ts';
import { SESSION_KEYS } from '../../lib/session-storage.ts';
import { useSessionStore } from '../../lib/session-store.ts';
import { JackpotCounter } from '../frame/jackpot/jackpot-counter.tsx';
import styles from './home.module.css';
import { HomeGameRows } from './home-game-rows.tsx';
import { CategoryTiles, NoticeMarquee, TrustStrip } from './home-sections.tsx';
import { Section } from './page-parts.tsx';

/**
 * Whether this visit follows a registration. The page may already be open under the register modal, so the mark is
 * read again when the session changes and kept once seen; it goes when the page does (in an effect's clean-up), so the
 * offer is made on this visit of the page only.
 */
function useJustRegistered(): boolean {
  const token = useSessionStore((state) => state.token);
  const [isSeen, setIsSeen] = useState(false);
  const isMarked = token !== null && sessionStorage.getItem(SESSION_KEYS.limitOfferAfterRegister) === '1';
  if (isMarked && !isSeen) setIsSeen(true);
  useEffect(() => () => sessionStorage.removeItem(SESSION_KEYS.limitOfferAfterRegister), []);
  return token !== null && (isSeen || isMarked);
}

export function HomePage() {
  const { t } = useTranslation('pages');
  const navigate = useSafeNavigate();
  const show = useModalStore((state) => state.show);
  const justRegistered = useJustRegistered();
  return (
    <div className={styles.home}>
      {/* The page's title for assistive tech: the design shows the banner, not a heading, at the top. */}
      <h1 className="visually-hidden">{t('brandName', { ns: 'common' })}</h1>
      <NoticeMarquee />
      {/* Right after registering, before any deposit: the same skippable offer the deposit page makes once. */}
      {justRegistered ? <DepositLimitOffer isFirstDeposit /> : null}

      {/* Games first: hot, new, recently played (members) and the winners board, each row on its own data. */}
      <HomeGameRows />

      <section className={styles.jackpotBand} aria-labelledby="home-jackpot-title">
        <div className={styles.jackpotText}>
          <p className={styles.kicker}>{t('home.jackpotKicker')}</p>
          <h2 id="home-jackpot-title" className={styles.jackpotTitle}>
            {t('home.jackpotTitle')}
          </h2>
          <p className={styles.jackpotHint}>{t('home.jackpotHint')}</p>
          <Button size="lg" onClick={() => navigate('/rng')}>
            {t('home.jackpotCta')}
          </Button>
        </div>
        <JackpotCounter variant="panel" />
      </section>

      <Section title={t('home.categoriesTitle')}>
        <CategoryTiles />
      </Section>

      <TrustStrip />

      <section className={styles.appBand}>
        <div>
          <h2 className={styles.appTitle}>{t('home.appTitle')}</h2>
          <p className={styles.appText}>{t('home.appText')}</p>
        </div>
        <div className={styles.appActions}>
          <Button onClick={() => show('download')}>{t('home.appScan')}</Button>
          <Button variant="secondary" onClick={() => navigate('/download')}>
            {t('home.appGuide')}
          </Button>
        </div>
      </section>
    </div>
  );
}
