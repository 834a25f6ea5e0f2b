import { zodResolver } from '@hookform/resolvers/zod';
import { opsLogin } from '@lucky/contracts/ops/ops-endpoints';
import { useState, type ComponentProps } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/form/form-field.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useErrorMessage } from '../../lib/error-message.ts';
import { useOpsLogin, type OpsCredentials } from './api/login.ts';
import { bodySchemaOf, useIssueMessage } from '../../lib/contract-resolver.ts';
import { useOpsSession } from './ops-session.ts';
import { TotpEnrolment } from './totp-enrolment.tsx';
import styles from './ops.module.css';

/** The contract's login body; the code is typed as text and sent only once asked for. */
const loginSchema = bodySchemaOf(opsLogin).extend({ code: z.string() });

const codeOf = (error: unknown) => (error instanceof ApiError ? error.code : null);

/** Why the last session ended, when the desk closed it (a sign-in elsewhere, an address no longer allowed…). */
function SessionEnded() {
  const { t } = useTranslation('errors');
  const ended = useOpsSession((state) => state.ended);
  if (!ended) return null;
  return (
    <p className={styles.error} role="status" data-testid="ops-session-ended">
      {t(`error.${ended}`)}
    </p>
  );
}

/** The six digits of the authenticator app. */
function CodeField(props: Omit<ComponentProps<typeof TextField>, 'label'>) {
  const { t } = useTranslation('ops');
  return (
    <TextField
      label={t('totp.code')}
      isRequired
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      autoFocus
      {...props}
    />
  );
}

/**
 * The operator login of the back office: username and password, then the authenticator code once two-factor is
 * set up. An operator who must set it up first (or chooses to) goes through the set-up, which signs in.
 */
export function OpsLogin() {
  const { t } = useTranslation('ops');
  const describeError = useErrorMessage();
  const issueMessage = useIssueMessage();
  const login = useOpsLogin();
  const [enrolling, setEnrolling] = useState<OpsCredentials | null>(null);
  const { register, handleSubmit, control, formState } = useForm({
    resolver: zodResolver(loginSchema, { error: issueMessage }),
    defaultValues: { username: '', password: '', code: '' },
  });
  const [username, password, code] = useWatch({ control, name: ['username', 'password', 'code'] });
  const errorCode = codeOf(login.error);
  const [isAskingCode, setAskingCode] = useState(false);
  const needsCode = isAskingCode || errorCode === 'operator.totp.required';
  const isFilled = username.trim() !== '' && password !== '' && (!needsCode || /^\d{6}$/.test(code));
  if (enrolling) return <TotpEnrolment credentials={enrolling} onCancel={() => setEnrolling(null)} />;
  const submit = handleSubmit((body) => {
    if (needsCode) setAskingCode(true);
    login.mutate(
      { username: body.username, password: body.password, ...(needsCode ? { code: body.code } : {}) },
      {
        onError: (error) => {
          if (codeOf(error) === 'operator.totp.enrolment.required')
            setEnrolling({ username: body.username, password: body.password });
        },
      },
    );
  });
  return (
    // The site frame already gives the page its one main landmark.
    <div className={styles.loginPage}>
      <form className={styles.loginCard} onSubmit={submit} aria-label={t('login.title')}>
        <h1 className={styles.title}>{t('login.title')}</h1>
        <p className={styles.hint}>{t('login.intro')}</p>
        {login.isPending ? null : <SessionEnded />}
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
        {needsCode ? <CodeField {...register('code')} /> : null}
        {login.error && errorCode !== 'operator.totp.required' ? (
          <p className={styles.error} role="alert">
            {describeError(login.error)}
          </p>
        ) : null}
        <Button type="submit" block disabled={login.isPending || !isFilled}>
          {t('login.submit')}
        </Button>
        <Button
          type="button"
          variant="ghost"
          block
          disabled={username.trim() === '' || password === ''}
          onClick={() => setEnrolling({ username: username.trim(), password })}
        >
          {t('totp.setUp')}
        </Button>
      </form>
    </div>
  );
}
