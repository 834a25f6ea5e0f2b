import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useErrorMessage } from '../../../lib/error-message.ts';
import styles from '../ops.module.css';

/** The parts every content desk is built from: its draft, its table, its alerts and its common fields. */

/** The draft being edited (null: no editor open) and its submit, which saves it as `toBody` says; a save closes the editor. */
export function useDraftEditor<D, B, S extends { mutate: (body: B) => void }>(
  useSave: (onSaved: () => void) => S,
  toBody: (draft: D) => B,
) {
  const [draft, setDraft] = useState<D | null>(null);
  const save = useSave(() => setDraft(null));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft) save.mutate(toBody(draft));
  };
  return { draft, setDraft, submit, save };
}

/** What a desk hands its editor form. */
export type DraftFormProps<D> = {
  draft: D;
  onChange: (draft: D) => void;
  onCancel: () => void;
  onSubmit: (event: FormEvent) => void;
  save: { error: unknown; isPending: boolean };
};

/** Why a load or a write failed, one alert per error. */
export function ErrorAlerts({ errors }: { errors: readonly unknown[] }) {
  const describeError = useErrorMessage();
  return errors.map((error, index) =>
    error ? (
      <p key={index} className={styles.error} role="alert">
        {describeError(error)}
      </p>
    ) : null,
  );
}

export function SavedNote({ show }: { show: boolean }) {
  const { t } = useTranslation('opsContent');
  return show ? <p className={styles.success}>{t('saved')}</p> : null;
}

export type DeskColumn<T> = { header?: ReactNode; cell: (row: T) => ReactNode; className?: string };

/** A desk's list; a column without a header is the row's actions. */
export function DeskTable<T>(props: {
  testId: string;
  columns: readonly DeskColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
}) {
  const { testId, columns, rows, rowKey } = props;
  return (
    <table className={styles.table} data-testid={testId}>
      <thead>
        <tr>
          {columns.map((column, index) => (
            <th key={index} className={column.className}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column, index) => (
              <td key={index} className={column.className}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function EditButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('opsContent');
  return (
    <Button size="sm" variant="secondary" onClick={onClick}>
      {t('edit')}
    </Button>
  );
}

/** An entry's English title and how many languages it is written in. */
export function TitleWithLanguages({ title, languages }: { title: string | undefined; languages: number }) {
  const { t } = useTranslation('opsContent');
  return (
    <>
      {title}
      <div className={styles.hint}>{t('languagesFilled', { count: languages })}</div>
    </>
  );
}

export function SortField({ value, onChange }: { value: number; onChange: (sort: number) => void }) {
  const { t } = useTranslation('opsContent');
  return (
    <label className={styles.field}>
      <span>{t('sort')}</span>
      <input
        type="number"
        min={0}
        max={9999}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      />
    </label>
  );
}

/** A lower-case code field (group, category, anchor, slug). */
export function CodeField(props: {
  label: string;
  value: string;
  pattern: string;
  readOnly?: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <label className={styles.field}>
      <span>{props.label}</span>
      <input
        value={props.value}
        required
        readOnly={props.readOnly}
        pattern={props.pattern}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </label>
  );
}
