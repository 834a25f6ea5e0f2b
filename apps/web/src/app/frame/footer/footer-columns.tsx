import { useTranslation } from 'react-i18next';
import logoUrl from '../../../assets/logo.svg';
import { SafeLink, useSafeNavigate } from '../../../components/ui/safe-link.tsx';
import { useActionGate } from '../../../features/auth/hooks/use-action-gate.ts';
import { openMemberCentre } from '../../../lib/modal-store.ts';
import { gameCentrePath, useGameVendors } from '../../../lib/data/use-game-vendors.ts';
import { useHelpCenter } from '../../../lib/data/use-site-content.ts';
import styles from './footer.module.css';
import { PAYMENT_METHODS } from './footer-parts.tsx';

/** The logo, the tagline and the payment methods the site takes. */
export function FooterBrand() {
  const { t } = useTranslation('frame');
  const { t: tc } = useTranslation('common');
  return (
    <div className={styles.brand}>
      <img src={logoUrl} alt={tc('brandName')} width={168} height={40} />
      <p className={styles.tagline}>{t('footer.tagline')}</p>
      <p className={styles.subheading}>{t('footer.payments')}</p>
      <ul className={styles.payments}>
        {PAYMENT_METHODS.map((method) => (
          <li key={method}>
            <img
              src={`/assets/payments/${method}.svg`}
              alt={t(`footer.payment.${method}`)}
              title={t(`footer.payment.${method}`)}
              width={72}
              height={40}
              // Below the fold on every page: fetched as it nears the viewport, not beside the banner.
              loading="lazy"
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One link per game category that has vendors, to its game centre. */
export function FooterGameLinks() {
  const { t } = useTranslation('frame');
  const { t: tc } = useTranslation('common');
  const navigate = useSafeNavigate();
  const { data: lanes = [] } = useGameVendors();
  return (
    <nav className={styles.column} aria-label={t('footer.games')}>
      <h3 className={styles.heading}>{t('footer.games')}</h3>
      <ul className={styles.links}>
        {lanes.map((lane) => (
          <li key={lane.gameCategory}>
            <button type="button" className={styles.link} onClick={() => navigate(gameCentrePath(lane.gameCategory))}>
              {tc(`category.${lane.gameCategory}`)}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The site's pages; inviting friends (when the referral module is on) and feedback need a member first. */
export function FooterFeatureLinks({ hasReferral }: { hasReferral: boolean }) {
  const { t } = useTranslation('frame');
  const navigate = useSafeNavigate();
  const gate = useActionGate();
  return (
    <nav className={styles.column} aria-label={t('footer.features')}>
      <h3 className={styles.heading}>{t('footer.features')}</h3>
      <ul className={styles.links}>
        <li>
          <SafeLink className={styles.link} to="/">
            {t('nav.home')}
          </SafeLink>
        </li>
        <li>
          <SafeLink className={styles.link} to="/vip">
            {t('footer.vipLevel')}
          </SafeLink>
        </li>
        <li>
          <SafeLink className={styles.link} to="/aboutUs">
            {t('nav.aboutUs')}
          </SafeLink>
        </li>
        <li>
          <SafeLink className={styles.link} to="/promotions">
            {t('nav.promotions')}
          </SafeLink>
        </li>
        {hasReferral ? (
          <li>
            <button type="button" className={styles.link} onClick={() => gate(() => openMemberCentre('referral'))}>
              {t('footer.invite')}
            </button>
          </li>
        ) : null}
        <li>
          <button type="button" className={styles.link} onClick={() => gate(() => navigate('/feedback'))}>
            {t('feedback:menu')}
          </button>
        </li>
      </ul>
    </nav>
  );
}

/** The help centre's categories, each a link to its section of /help. */
export function FooterHelpLinks() {
  const { t } = useTranslation('frame');
  const { data: help = [] } = useHelpCenter();
  return (
    <nav className={styles.column} aria-label={t('footer.help')}>
      <h3 className={styles.heading}>{t('footer.help')}</h3>
      <ul className={styles.links}>
        {help.map((category) => (
          <li key={category.category}>
            <SafeLink className={styles.link} to={`/help#${category.category}`}>
              {category.title}
            </SafeLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
