import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import styles from '../ops.module.css';
import own from './ops-sportsbook.module.css';
import { SportsRefusal } from './refusal-message.tsx';

export type ProposedChange = { title: string; lines: ReactNode[] };

type Props = ProposedChange & { isPending: boolean; error: unknown; onConfirm: () => void; onCancel: () => void };

/** A settings change spelt out (before → after) before it is sent; a refusal stays here so it can be corrected. */
export function ConfirmChangeDialog({ title, lines, isPending, error, onConfirm, onCancel }: Props) {
  const { t } = useTranslation('opsSports');
  return (
    <ModalDialog title={title} onClose={onCancel} testId="sports-confirm" width={560}>
      <div className={styles.panel}>
        <ul className={own.changes}>
          {lines.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
        <p className={styles.hint}>{t('confirm.audited')}</p>
        {error ? <SportsRefusal error={error} /> : null}
        <div className={styles.actions}>
          <Button size="sm" onClick={onConfirm} disabled={isPending}>
            {t('confirm.save')}
          </Button>
          <Button size="sm" variant="ghost" onClick={onCancel}>
            {t('cancel')}
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
