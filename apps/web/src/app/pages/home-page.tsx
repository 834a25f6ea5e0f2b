import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { useSafeNavigate } from '../../components/ui/safe-link.tsx';
import { useModalStore } from '../../lib/modal-store.ts';
import { JackpotCounter } from '../frame/jackpot/jackpot-counter.tsx';
import styles from './home.module.css';
import { HomeGameRows } from './home-game-rows.tsx';
import { CategoryTiles, NoticeMarquee, TrustStrip } from './home-sections.tsx';
import { Section } from './page-parts.tsx';

export function HomePage() {
  const { t } = useTranslation('pages');
  const navigate = useSafeNavigate();
  const show = useModalStore((state) => state.show);
  return (
    <div className={styles.home}>
      {/* The page's title for assistive tech: the design shows the banner, not a heading, at the top. */}
      <h1 className="visually-hidden">{t('brandName', { ns: 'common' })}</h1>
      <NoticeMarquee />

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
