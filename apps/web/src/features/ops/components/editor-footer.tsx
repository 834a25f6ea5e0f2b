import { Button } from '../../../components/ui/button.tsx';
import styles from '../ops.module.css';

type Props = { error: string | null; isSaving: boolean; onCancel: () => void; saveLabel: string; cancelLabel: string };

/** The foot of a desk's editor form: why the last save was refused, then Save (submits) and Cancel. */
export function EditorFooter({ error, isSaving, onCancel, saveLabel, cancelLabel }: Props) {
  return (
    <>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={isSaving}>
          {saveLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
      </div>
    </>
  );
}
