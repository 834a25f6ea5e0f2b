import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlerts } from '../../../components/form/form-alerts.tsx';
import { useSetPaymentPassword } from '../api/set-payment-password.ts';
import styles from '../points-mall.module.css';

/** Shown instead of the redeem form while the member has no payment password: set one here and go on. */
export function PaymentPasswordStep() {
  const { t } = useTranslation('points');
  const save = useSetPaymentPassword();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password !== confirm) {
      setProblem(t('password.mismatch'));
      return;
    }
    setProblem(null);
    save.mutate({ newPaymentPassword: password, confirmPaymentPassword: confirm });
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="mall-set-password">
      <p className={styles.hint}>{t('password.needed')}</p>
      <label className={styles.field}>
        <span>{t('password.new')}</span>
        <input
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          data-testid="mall-new-password"
        />
      </label>
      <label className={styles.field}>
        <span>{t('password.confirm')}</span>
        <input
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
          data-testid="mall-confirm-password"
        />
      </label>
      <FormAlerts problem={problem} error={save.error} className={styles.error} />
      <Button type="submit" disabled={save.isPending || !password} data-testid="mall-save-password">
        {t('password.save')}
      </Button>
    </form>
  );
}
