import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { useErrorMessage } from '../../lib/error-message.ts';
import { callOps, storeOpsSession } from './ops-session.ts';
import styles from './ops.module.css';

/** The operator login of the finance desk. */
export function OpsLogin() {
  const { t } = useTranslation('ops');
  const describeError = useErrorMessage();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const login = useMutation({
    mutationFn: () => callOps('opsLogin', { body: { username: username.trim(), password } }),
    onSuccess: (value) => storeOpsSession(value.token, value.operator),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (username.trim() && password) login.mutate();
  };
  return (
    // The site frame already gives the page its one main landmark.
    <div className={styles.loginPage}>
      <form className={styles.loginCard} onSubmit={submit} aria-label={t('login.title')}>
        <h1 className={styles.title}>{t('login.title')}</h1>
        <p className={styles.hint}>{t('login.intro')}</p>
        <label className={styles.field}>
          <span>{t('login.username')}</span>
          <input
            name="username"
            autoComplete="username"
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            required
          />
        </label>
        <label className={styles.field}>
          <span>{t('login.password')}</span>
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            required
          />
        </label>
        {login.error ? (
          <p className={styles.error} role="alert">
            {describeError(login.error)}
          </p>
        ) : null}
        <Button type="submit" block disabled={login.isPending || !username.trim() || !password}>
          {t('login.submit')}
        </Button>
      </form>
    </div>
  );
}
