import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/form/form-field.tsx';
import { useErrorMessage } from '../../lib/error-message.ts';
import { useTotpEnrolConfirm, useTotpEnrolStart, type OpsCredentials } from './api/login.ts';
import styles from './ops.module.css';

const isCode = (code: string) => /^\d{6}$/.test(code);

/**
 * Two-factor set-up at the login form: the QR code and the secret (shown this once; a new start makes a new
 * secret), then the app's first code, which signs the operator in.
 */
export function TotpEnrolment({ credentials, onCancel }: { credentials: OpsCredentials; onCancel: () => void }) {
  const { t } = useTranslation('ops');
  const describeError = useErrorMessage();
  const start = useTotpEnrolStart();
  const confirm = useTotpEnrolConfirm();
  const [code, setCode] = useState('');
  const { mutate: begin } = start;
  // Once per set-up: each start makes a new secret, so a second one (StrictMode's re-run) would hide the first.
  const hasStarted = useRef(false);
  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    begin(credentials);
  }, [begin, credentials]);
  const error = start.error ?? confirm.error;
  return (
    <div className={styles.loginPage}>
      <form
        className={styles.loginCard}
        aria-label={t('totp.title')}
        onSubmit={(event) => {
          event.preventDefault();
          if (isCode(code)) confirm.mutate({ ...credentials, code });
        }}
      >
        <h1 className={styles.title}>{t('totp.title')}</h1>
        <p className={styles.hint}>{t('totp.intro')}</p>
        {start.data ? (
          <>
            <QRCodeSVG value={start.data.otpauthUri} size={184} marginSize={2} title={t('totp.qr')} />
            <p className={styles.hint}>{t('totp.secretHint')}</p>
            <code className={styles.code} data-testid="ops-totp-secret">
              {start.data.secret}
            </code>
            <TextField
              label={t('totp.code')}
              isRequired
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
            />
          </>
        ) : null}
        {error ? (
          <p className={styles.error} role="alert">
            {describeError(error)}
          </p>
        ) : null}
        <Button type="submit" block disabled={!start.data || !isCode(code) || confirm.isPending}>
          {t('totp.confirm')}
        </Button>
        <Button type="button" variant="secondary" block onClick={onCancel}>
          {t('cancel')}
        </Button>
      </form>
    </div>
  );
}
