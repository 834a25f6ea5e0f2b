import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useErrorMessage } from '../../../lib/error-message.ts';
import styles from '../ops.module.css';

type Props = { error: unknown; isSaving: boolean; onCancel: () => void };

/** The foot of every content form: why the last save was refused, then Save and Cancel. */
export function DraftActions({ error, isSaving, onCancel }: Props) {
  const { t } = useTranslation('opsContent');
  const describeError = useErrorMessage();
  return (
    <>
      {error ? (
        <p className={styles.error} role="alert">
          {describeError(error)}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={isSaving}>
          {t('save')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </>
  );
}
