import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../components/ui/icon.tsx';
import styles from './about.module.css';
import pageStyles from './pages.module.css';
import { PageHeading, Section } from './page-parts.tsx';

const VALUES: readonly { key: string; icon: IconName }[] = [
  { key: 'security', icon: 'shield' },
  { key: 'fairness', icon: 'star' },
  { key: 'speed', icon: 'bolt' },
  { key: 'service', icon: 'headset' },
];

export function AboutUsPage() {
  const { t } = useTranslation('pages');
  const { t: tc } = useTranslation('common');
  return (
    <div className={pageStyles.page}>
      <PageHeading icon={<Icon name="info" size={28} />} title={t('about.title', { brand: tc('brandName') })} subtitle={t('about.subtitle')} />
      <div className={styles.intro}>
        <p>{t('about.intro1')}</p>
        <p>{t('about.intro2')}</p>
      </div>
      <Section title={t('about.valuesTitle')}>
        <div className={styles.values}>
          {VALUES.map((value) => (
            <div key={value.key} className={styles.value}>
              <span className={styles.valueIcon}>
                <Icon name={value.icon} size={24} />
              </span>
              <h3>{t(`about.values.${value.key}.title`)}</h3>
              <p>{t(`about.values.${value.key}.text`)}</p>
            </div>
          ))}
        </div>
      </Section>
      <Section title={t('about.responsibleTitle')}>
        <div className={styles.intro}>
          <p>{t('about.responsibleText')}</p>
        </div>
      </Section>
    </div>
  );
}
