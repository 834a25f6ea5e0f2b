import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { useSafeNavigate } from '../../components/ui/safe-link.tsx';
import styles from './not-found.module.css';

export function NotFoundPage() {
  const { t } = useTranslation('pages');
  const navigate = useSafeNavigate();
  const { pathname } = useLocation();
  return (
    <div className={styles.notFound}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>{t('notFound.title')}</h1>
      <p className={styles.text}>{t('notFound.text')}</p>
      <code className={styles.path}>{pathname}</code>
      <div className={styles.actions}>
        <Button size="lg" onClick={() => navigate('/')}>
          {t('notFound.home')}
        </Button>
        <Button size="lg" variant="secondary" onClick={() => navigate('/help')}>
          {t('notFound.help')}
        </Button>
      </div>
    </div>
  );
}
