import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableNotice } from '../live/table-state.ts';
import styles from '../table/table-page.module.css';

const NOTICE_SHOWN_MS = 6_000;

/** A refusal or a table event in the reader's language: an error code of the contracts, or one of the table's own. */
function NoticeLine({ notice, onDismiss }: { notice: TableNotice; onDismiss: (id: number) => void }) {
  const { t } = useTranslation(['pvp', 'errors']);
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(notice.id), NOTICE_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [notice.id, onDismiss]);
  const text = t(`errors:error.${notice.code}`, {
    defaultValue: t(`pvp:notice.${notice.code.replace(/\./g, '_')}`, { defaultValue: notice.message }),
  });
  return (
    <li className={styles.notice}>
      <span>{text}</span>
      <button type="button" onClick={() => onDismiss(notice.id)} aria-label={t('pvp:notice.dismiss')}>
        ×
      </button>
    </li>
  );
}

export function TableNotices({
  notices,
  onDismiss,
}: {
  notices: readonly TableNotice[];
  onDismiss: (id: number) => void;
}) {
  if (notices.length === 0) return null;
  return (
    <ul className={styles.notices} role="alert">
      {notices.map((notice) => (
        <NoticeLine key={notice.id} notice={notice} onDismiss={onDismiss} />
      ))}
    </ul>
  );
}
