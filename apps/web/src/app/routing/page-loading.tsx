import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/spinner.tsx';
import styles from './routing.module.css';

export function PageLoading() {
  const { t } = useTranslation('common');
  return (
    <div className={styles.loading}>
      <Spinner size={36} label={t('state.loading')} />
    </div>
  );
}
