import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import styles from '../ops.module.css';

/** Previous / next with "page x of y (n rows)", for the member desk's tables. */
export function Pager(props: { page: number; totalPages: number; totalCount: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('opsMembers');
  if (props.totalCount === 0) return null;
  return (
    <div className={styles.row}>
      <Button size="sm" variant="secondary" disabled={props.page <= 1} onClick={() => props.onPage(props.page - 1)}>
        {t('pager.previous')}
      </Button>
      <span className={styles.hint}>
        {t('pager.status', { page: props.page, pages: Math.max(props.totalPages, 1), count: props.totalCount })}
      </span>
      <Button
        size="sm"
        variant="secondary"
        disabled={props.page >= props.totalPages}
        onClick={() => props.onPage(props.page + 1)}
      >
        {t('pager.next')}
      </Button>
    </div>
  );
}
