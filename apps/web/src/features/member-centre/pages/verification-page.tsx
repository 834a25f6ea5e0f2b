import { KYC_DOCUMENT_KINDS } from '@lucky/contracts/member/kyc';
import { useTranslation } from 'react-i18next';
import { ErrorBlock, LoadingBlock } from '../../../components/ui/query-state.tsx';
import { useMoney } from '../../../lib/use-money.ts';
import { useKycState, type KycState } from '../api/kyc.ts';
import { DocumentCard } from '../components/verification/document-card.tsx';
import styles from '../components/verification/verification.module.css';

/** A tier's cap in the site's money format, or "no cap of its own" (the site's limits still apply). */
function useLimitText() {
  const { t } = useTranslation('kyc');
  const money = useMoney();
  return (amount: string | null) => (amount === null ? t('limits.none') : money(amount));
}

/** Every tier: what it needs and what it allows, the member's own highlighted. */
function TierTable({ state }: { state: KycState }) {
  const { t } = useTranslation('kyc');
  const limit = useLimitText();
  return (
    <table className={styles.tiers}>
      <caption>{t('tiers.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('tiers.tier')}</th>
          <th scope="col">{t('tiers.requires')}</th>
          <th scope="col">{t('limits.perWithdrawal')}</th>
          <th scope="col">{t('limits.perDay')}</th>
        </tr>
      </thead>
      <tbody>
        {state.tiers.map((tier) => (
          <tr key={tier.tier} data-current={tier.tier === state.tier || undefined}>
            <th scope="row">{t(`tier.${tier.tier}`)}</th>
            <td>
              {tier.requires.length === 0
                ? t('tiers.nothing')
                : tier.requires.map((kind) => t(`document.${kind}.title`)).join(' + ')}
            </td>
            <td>{limit(tier.perWithdrawal)}</td>
            <td>{limit(tier.perDay)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** "Verification": the member's tier and its withdrawal limits, the three documents, and what each tier allows. */
export function VerificationPage() {
  const { t } = useTranslation('kyc');
  const limit = useLimitText();
  const { data: state, isPending, error, refetch } = useKycState();
  if (isPending) return <LoadingBlock />;
  if (error || !state) return <ErrorBlock error={error} onRetry={() => void refetch()} />;
  return (
    <div className={styles.page} data-testid="kyc-page">
      <section className={styles.summary} aria-label={t('title')}>
        <div>
          <span className={styles.label}>{t('currentTier')}</span>
          <strong className={styles.tier} data-testid="kyc-tier">
            {t(`tier.${state.tier}`)}
          </strong>
        </div>
        <div>
          <span className={styles.label}>{t('limits.perWithdrawal')}</span>
          <strong data-testid="kyc-limit-withdrawal">{limit(state.limits.perWithdrawal)}</strong>
        </div>
        <div>
          <span className={styles.label}>{t('limits.perDay')}</span>
          <strong data-testid="kyc-limit-day">{limit(state.limits.perDay)}</strong>
        </div>
        <p className={styles.hint}>{t('intro')}</p>
      </section>
      <div className={styles.documents}>
        {KYC_DOCUMENT_KINDS.map((kind) => (
          <DocumentCard key={kind} kind={kind} document={state.documents.find((doc) => doc.kind === kind)} />
        ))}
      </div>
      <TierTable state={state} />
    </div>
  );
}
