import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { useCreateAgent } from './api/agents.ts';
import styles from '../ops.module.css';

const EMPTY = { username: '', password: '', reason: '' };

/** A new top-level agent: no upline, its first password and an affiliate code made from its name. */
export function AgentCreateForm() {
  const { t } = useTranslation('opsMembers');
  const describeError = useErrorMessage();
  const [values, setValues] = useState(EMPTY);
  const create = useCreateAgent(() => setValues(EMPTY));
  const ready =
    /^[a-zA-Z0-9_]{4,16}$/.test(values.username.trim()) &&
    values.password.length >= 8 &&
    values.reason.trim().length >= 2;
  const field = (key: keyof typeof EMPTY, type = 'text') => (
    <label className={styles.field}>
      <span>{t(`agents.create.${key}`)}</span>
      <input
        type={type}
        autoComplete={type === 'password' ? 'new-password' : 'off'}
        value={values[key]}
        onChange={(event) => setValues({ ...values, [key]: event.target.value })}
      />
    </label>
  );
  return (
    <form
      className={styles.card}
      aria-label={t('agents.create.title')}
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) create.mutate({ ...values, username: values.username.trim(), reason: values.reason.trim() });
      }}
    >
      <h2 className={styles.subtitle}>{t('agents.create.title')}</h2>
      {field('username')}
      {field('password', 'password')}
      {field('reason')}
      {create.error ? (
        <p className={styles.error} role="alert">
          {describeError(create.error)}
        </p>
      ) : null}
      {create.data ? (
        <p className={styles.success} role="status">
          {t('agents.create.done', { username: create.data.username, code: create.data.affiliateCode })}
        </p>
      ) : null}
      <Button type="submit" size="sm" disabled={!ready || create.isPending}>
        {t('agents.create.submit')}
      </Button>
    </form>
  );
}
