import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import styles from '../ops.module.css';
import own from './ops-lottery.module.css';
import { RefusalMessage } from './refusal-message.tsx';

type Props = {
  title: string;
  /** What will change, one line each. */
  lines: ReactNode[];
  confirmLabel: string;
  isPending: boolean;
  error: unknown;
  onConfirm: () => void;
  onCancel: () => void;
  children?: ReactNode;
};

/** Every change of the lottery desk is shown before it is sent; a refusal stays in the dialog so it can be corrected. */
export function ConfirmDialog({ title, lines, confirmLabel, isPending, error, onConfirm, onCancel, children }: Props) {
  const { t } = useTranslation('opsLottery');
  return (
    <ModalDialog title={title} onClose={onCancel} testId="lottery-confirm" width={520}>
      <ul className={own.changes}>
        {lines.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
      {children}
      <p className={styles.hint}>{t('confirm.audited')}</p>
      {error ? <RefusalMessage error={error} /> : null}
      <div className={styles.actions}>
        <Button size="sm" onClick={onConfirm} disabled={isPending}>
          {confirmLabel}
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </ModalDialog>
  );
}
