import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import type { ContractKind } from '../utils/contract-kinds.ts';
import styles from './contracts.module.css';

export type AffectedContract = { contractId: number; kind: ContractKind; payeeUsername: string };

/** The contracts a `contract.lower.rate` answer lists (docs/contracts.md, the lower-rate rule); null for any other failure. */
export function lowerRateAffected(error: unknown): AffectedContract[] | null {
  if (!(error instanceof ApiError) || error.code !== 'contract.lower.rate') return null;
  const affected = (error.value as { affected?: AffectedContract[] } | null)?.affected;
  return Array.isArray(affected) ? affected : [];
}

type Props = {
  affected: AffectedContract[];
  busy: boolean;
  onProceed: () => void;
  onCancel: () => void;
  /**
   * On the offering side: the downline the offer goes to. Its contract does not end with the offer (the server
   * replaces it when the offer is accepted), so the warning says so instead of "end now".
   */
  acceptedBy?: string;
};

/** The lower-rate warning: which contracts would end, and when; Proceed (re-sends with confirm) or Cancel. */
export function LowerRateWarning({ affected, busy, onProceed, onCancel, acceptedBy }: Props) {
  const { t } = useTranslation('contracts');
  const flows = useTranslation('agentNet').t;
  return (
    <div
      className={styles.warning}
      role="alertdialog"
      aria-labelledby="lower-rate-title"
      data-testid="lower-rate-warning"
    >
      <strong id="lower-rate-title">{t('lowerRate.title')}</strong>
      <p>{acceptedBy ? flows('flows.lowerRateOnAccept', { username: acceptedBy }) : t('lowerRate.message')}</p>
      <ul>
        {affected.map((item) => (
          <li key={item.contractId}>
            {t('lowerRate.item', { id: item.contractId, kind: t(`kind.${item.kind}`), username: item.payeeUsername })}
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button size="sm" onClick={onProceed} disabled={busy}>
          {t('lowerRate.proceed')}
        </Button>
        <Button size="sm" variant="secondary" onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </Button>
      </div>
    </div>
  );
}
