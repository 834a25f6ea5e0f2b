import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { useErrorMessage } from '../../../lib/error-message.ts';
import styles from '../ops.module.css';

/** Refusals of the lottery calls the site's error texts do not have yet; their key replaces the code's dots. */
const OWN_CODES = new Set(['lottery.odds.invalid', 'lottery.draw.settled', 'lottery.draw.not.found']);
/** Refusals whose server message names what is wrong (which odds key, which bet type's limits): shown too. */
const DETAILED_CODES = new Set(['lottery.odds.invalid', 'request.invalid']);

/** A refused call: the translated reason and, where it says more, the server's own message. */
export function RefusalMessage({ error }: { error: unknown }) {
  const { t } = useTranslation('opsLottery');
  const describeError = useErrorMessage();
  const isApiError = error instanceof ApiError;
  const reason =
    isApiError && OWN_CODES.has(error.code) ? t(`refusal.${error.code.replaceAll('.', '_')}`) : describeError(error);
  const detail =
    isApiError && DETAILED_CODES.has(error.code) && error.message && error.message !== reason ? error.message : null;
  return (
    <div className={styles.error} role="alert">
      <p>{reason}</p>
      {detail ? <p data-testid="lottery-refusal-detail">{t('refusal.server', { message: detail })}</p> : null}
    </div>
  );
}
