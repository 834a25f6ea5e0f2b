import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { useErrorMessage } from '../../../lib/error-message.ts';
import styles from '../ops.module.css';

/** A refused desk call in the site's words and, for a refused value, the server's own account of which one. */
export function PvpRefusal({ error }: { error: unknown }) {
  const { t } = useTranslation('opsPvp');
  const describeError = useErrorMessage();
  const reason = describeError(error);
  const detail =
    error instanceof ApiError && error.code === 'request.invalid' && error.message && error.message !== reason
      ? error.message
      : null;
  return (
    <div className={styles.error} role="alert">
      <p>{reason}</p>
      {detail ? <p>{t('refusal.server', { message: detail })}</p> : null}
    </div>
  );
}
