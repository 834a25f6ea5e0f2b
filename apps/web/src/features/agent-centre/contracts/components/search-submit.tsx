import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import styles from './contracts.module.css';

/** The end of a contract report's filter form: Search, and what the form refused before searching. */
export function SearchSubmit({ isBusy, problem }: { isBusy: boolean; problem: string | null }) {
  const { t } = useTranslation('contracts');
  return (
    <>
      <Button type="submit" disabled={isBusy}>
        {t('common.search')}
      </Button>
      {problem ? (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      ) : null}
    </>
  );
}
