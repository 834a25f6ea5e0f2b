import { zodResolver } from '@hookform/resolvers/zod';
import { opsLogin } from '@lucky/contracts/ops/ops-endpoints';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/form/form-field.tsx';
import { useErrorMessage } from '../../lib/error-message.ts';
import { useOpsLogin } from './api/login.ts';
import { bodySchemaOf, useIssueMessage } from '../../lib/contract-resolver.ts';
import styles from './ops.module.css';

const loginSchema = bodySchemaOf(opsLogin);

/** The operator login of the finance desk. */
export function OpsLogin() {
  const { t } = useTranslation('ops');
  const describeError = useErrorMessage();
  const issueMessage = useIssueMessage();
  const login = useOpsLogin();
  const { register, handleSubmit, control, formState } = useForm({
    resolver: zodResolver(loginSchema, { error: issueMessage }),
    defaultValues: { username: '', password: '' },
  });
  const [username, password] = useWatch({ control, name: ['username', 'password'] });
  const isFilled = username.trim() !== '' && password !== '';
  return (
    // The site frame already gives the page its one main landmark.
    <div className={styles.loginPage}>
      <form
        className={styles.loginCard}
        onSubmit={handleSubmit((body) => login.mutate(body))}
        aria-label={t('login.title')}
      >
        <h1 className={styles.title}>{t('login.title')}</h1>
        <p className={styles.hint}>{t('login.intro')}</p>
        <TextField
          label={t('login.username')}
          isRequired
          autoComplete="username"
          error={formState.errors.username?.message}
          {...register('username')}
        />
        <TextField
          label={t('login.password')}
          isRequired
          type="password"
          autoComplete="current-password"
          error={formState.errors.password?.message}
          {...register('password')}
        />
        {login.error ? (
          <p className={styles.error} role="alert">
            {describeError(login.error)}
          </p>
        ) : null}
        <Button type="submit" block disabled={login.isPending || !isFilled}>
          {t('login.submit')}
        </Button>
      </form>
    </div>
  );
}
