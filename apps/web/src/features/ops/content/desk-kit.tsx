import { useState, type ReactNode } from 'react';
import type { FieldValues, Resolver, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { useContractResolver } from '../../../lib/contract-resolver.ts';
import styles from '../ops.module.css';

/** The parts every content desk is built from: its draft, its table, its alerts and its common fields. */

type Save<B> = { mutate: (body: B) => void; error: unknown; isPending: boolean };

/**
 * The draft being edited (null: no editor open), its save (which closes the editor) and the form's resolver: the draft
 * becomes the body as `toBody` says and is checked with the contract's `schema` before it is sent.
 */
export function useDraftEditor<D extends FieldValues, B, S extends Save<B>>(
  useSave: (onSaved: () => void) => S,
  toBody: (draft: D) => B,
  schema: Parameters<typeof useContractResolver>[0],
) {
  const [draft, setDraft] = useState<D | null>(null);
  const save = useSave(() => setDraft(null));
  const resolver = useContractResolver<D, B>(schema, toBody);
  return { draft, setDraft, save, resolver };
}

/** What a desk hands its editor form: the draft it starts from, the resolver and the save. */
export type DraftFormProps<D extends FieldValues, B> = {
  draft: D;
  resolver: Resolver<D, unknown, B>;
  onCancel: () => void;
  save: Save<B>;
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

/** The order among its kind; registered with `setValueAs: Number`, so an emptied field counts as 0. */
export function SortField({ field }: { field: UseFormRegisterReturn }) {
  const { t } = useTranslation('opsContent');
  return (
    <label className={styles.field}>
      <span>{t('sort')}</span>
      <input type="number" min={0} max={9999} {...field} />
    </label>
  );
}

/** A lower-case code field (group, category, anchor, slug). */
export function CodeField(props: { label: string; pattern: string; readOnly?: boolean; field: UseFormRegisterReturn }) {
  return (
    <label className={styles.field}>
      <span>{props.label}</span>
      <input required readOnly={props.readOnly} pattern={props.pattern} {...props.field} />
    </label>
  );
}
