import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { memberInfoQueryKey } from '../../../lib/member-info.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { FormAlerts } from '../../../components/form/form-alerts.tsx';
import styles from '../pages/wallet-pages.module.css';

/** Sets the payment password (an encrypted endpoint: the client encrypts the body). */
export function PaymentPasswordForm() {
  const { t } = useTranslation('wallet');
  const client = useQueryClient();
  const token = useSessionStore((state) => state.token);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () =>
      callApi('paymentPasswordSet', { body: { newPaymentPassword: password, confirmPaymentPassword: confirm } }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['wallet'] });
      void client.invalidateQueries({ queryKey: memberInfoQueryKey(token) });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password.length < 6) {
      setProblem(t('password.tooShort'));
      return;
    }
    if (password !== confirm) {
      setProblem(t('password.mismatch'));
      return;
    }
    setProblem(null);
    save.mutate();
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('withdraw.setPasswordTitle')}>
      <p className={styles.hint}>{t('password.intro')}</p>
      <div className={styles.field}>
        <label htmlFor="pay-pw-new">{t('password.new')}</label>
        <input
          id="pay-pw-new"
          type="password"
          autoComplete="new-password"
          maxLength={64}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor="pay-pw-confirm">{t('password.confirm')}</label>
        <input
          id="pay-pw-confirm"
          type="password"
          autoComplete="new-password"
          maxLength={64}
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
        />
      </div>
      <FormAlerts problem={problem} error={save.error} className={styles.error} />
      <Button type="submit" disabled={save.isPending}>
        {t('password.save')}
      </Button>
    </form>
  );
}
