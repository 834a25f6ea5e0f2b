import { useTranslation } from 'react-i18next';
import { SafeLink } from '../../../components/ui/safe-link.tsx';
import { useSiteStatus } from '../../../lib/status-context.tsx';
import styles from './footer.module.css';
import { FooterBrand, FooterFeatureLinks, FooterGameLinks, FooterHelpLinks } from './footer-columns.tsx';
import { SocialLinks } from './footer-parts.tsx';

export function SiteFooter() {
  const { t } = useTranslation('frame');
  const { t: tc } = useTranslation('common');
  const status = useSiteStatus();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <FooterBrand />
        <FooterGameLinks />
        <FooterFeatureLinks hasReferral={status.isModuleEnabled('REFERRAL3')} />
        <FooterHelpLinks />
        <div className={styles.column}>
          <h3 className={styles.heading}>{t('footer.follow')}</h3>
          <SocialLinks links={status.brand.socialLinks} />
          <p className={styles.responsible}>
            <span className={styles.age}>18+</span>
            <SafeLink className={styles.link} to="/responsible-play">
              {t('footer.responsible')}
            </SafeLink>
          </p>
        </div>
      </div>
      <div className={styles.bottom}>
        <p>{t('footer.copyright', { year: status.brand.copyrightYear, brand: status.siteName || tc('brandName') })}</p>
      </div>
    </footer>
  );
}
