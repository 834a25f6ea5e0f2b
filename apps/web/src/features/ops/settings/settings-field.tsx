import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styles from './settings.module.css';

// The parsed type does not matter to a field: any form of the draft's shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Form<D extends FieldValues> = UseFormReturn<D, unknown, any>;

/** The first issue message at or under a node of the errors (a list field's issue sits on its item). */
function firstMessage(node: unknown): string | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const { message } = node as { message?: unknown };
  if (typeof message === 'string') return message;
  for (const child of Object.values(node)) {
    const found = firstMessage(child);
    if (found) return found;
  }
  return undefined;
}

/** The message of a field's issue (an `opsReports` key set by the schema), looked up by the field's path. */
function issueAt<D extends FieldValues>(form: Form<D>, name: string): string | undefined {
  let node: unknown = form.formState.errors;
  for (const part of name.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return firstMessage(node);
}

type Props<D extends FieldValues> = {
  form: Form<D>;
  name: Path<D>;
  label: string;
  type?: 'text' | 'datetime-local';
  hint?: string;
};

/** A labelled text input of a settings form, with its issue in the page's language. */
export function SettingsInput<D extends FieldValues>({ form, name, label, type = 'text', hint }: Props<D>) {
  const { t } = useTranslation('opsReports');
  const issue = issueAt(form, name);
  const id = `settings-${name.replaceAll('.', '-')}`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        aria-invalid={issue ? true : undefined}
        aria-describedby={issue ? `${id}-issue` : undefined}
        {...form.register(name)}
      />
      {hint ? <small className={styles.hint}>{hint}</small> : null}
      {issue ? (
        <small id={`${id}-issue`} className={styles.issue} role="alert">
          {t(issue)}
        </small>
      ) : null}
    </div>
  );
}

/** A check box of a settings form. */
export function SettingsCheck<D extends FieldValues>({ form, name, label }: Omit<Props<D>, 'type' | 'hint'>) {
  return (
    <label className={styles.check}>
      <input type="checkbox" {...form.register(name)} />
      <span>{label}</span>
    </label>
  );
}

/** An ISO instant as the value of a datetime-local input (the operator's local time). */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const time = new Date(iso);
  return new Date(time.getTime() - time.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}
