import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { useErrorMessage } from '../../../lib/error-message.ts';
import styles from '../ops.module.css';

/** Refusals whose server message says what exactly is wrong (which stakes, which market): shown under the reason. */
const DETAILED_CODES = new Set(['sports.settings.invalid', 'request.invalid']);

/** A refused desk call: the site's wording of its code and, where the server says more, its own words. */
export function SportsRefusal({ error }: { error: unknown }) {
  const { t } = useTranslation('opsSports');
  const describeError = useErrorMessage();
  const reason = describeError(error);
  const detail =
    error instanceof ApiError && DETAILED_CODES.has(error.code) && error.message && error.message !== reason
      ? error.message
      : null;
  return (
    <div className={styles.error} role="alert">
      <p>{reason}</p>
      {detail ? <p data-testid="sports-refusal-detail">{t('refusal.server', { message: detail })}</p> : null}
    </div>
  );
}
