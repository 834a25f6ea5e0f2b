import { useTranslation } from 'react-i18next';
import { Spinner } from '../ui/spinner.tsx';
import styles from './lazy-page.module.css';

export function PageLoading() {
  const { t } = useTranslation('common');
  return (
    <div className={styles.loading}>
      <Spinner size={36} label={t('state.loading')} />
    </div>
  );
}
