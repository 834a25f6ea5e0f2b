import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { ModalDialog } from '../../../../components/ui/modal-dialog.tsx';
import styles from '../../ops.module.css';
import type { PvpDeskTable } from '../api/tables.ts';
import { PvpRefusal } from '../pvp-refusal.tsx';

/** The contract's reason rule: 3 to 200 characters, kept by the audit log. */
const MIN_REASON = 3;

type Props = {
  table: PvpDeskTable;
  isPending: boolean;
  error: unknown;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
};

/** Opening or closing a table, said plainly before it happens, with the reason the audit log keeps. */
export function StatusDialog({ table, isPending, error, onConfirm, onCancel }: Props) {
  const { t } = useTranslation('opsPvp');
  const [reason, setReason] = useState('');
  const isClosing = table.status === 'OPEN';
  const warning = !isClosing
    ? t('status.openWarning')
    : table.playersSeated === 0
      ? t('status.closeWarningEmpty')
      : t('status.closeWarning', { count: table.playersSeated });
  const title = t(isClosing ? 'status.closeTitle' : 'status.openTitle', { name: table.name });
  return (
    <ModalDialog title={title} onClose={onCancel} testId="pvp-status-dialog" width={520}>
      <form
        className={styles.panel}
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm(reason.trim());
        }}
      >
        <p>{warning}</p>
        <label className={styles.field}>
          <span>{t('reason.label')}</span>
          <textarea rows={2} maxLength={200} value={reason} onChange={(event) => setReason(event.target.value)} />
        </label>
        <small className={styles.hint}>{t('reason.hint')}</small>
        {error ? <PvpRefusal error={error} /> : null}
        <div className={styles.actions}>
          <Button type="submit" size="sm" disabled={reason.trim().length < MIN_REASON || isPending}>
            {isClosing ? t('status.confirmClose') : t('status.confirmOpen')}
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
            {t('cancel')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
