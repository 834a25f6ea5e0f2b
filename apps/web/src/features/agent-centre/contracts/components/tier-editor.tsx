import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { emptyTier, type OfferDraft, type TierDraft } from '../utils/offer-draft.ts';
import { MAX_TIERS } from '../utils/contract-kinds.ts';
import styles from './contracts.module.css';

type Props = { draft: OfferDraft; onChange: (draft: OfferDraft) => void };

/** The tier rows of a dividend, daily wage or hourly offer: add, edit, remove. */
export function TierEditor({ draft, onChange }: Props) {
  const { t } = useTranslation('contracts');
  const isDividend = draft.kind === 'DIVIDEND';
  const setTier = (key: number, change: Partial<TierDraft>) =>
    onChange({ ...draft, tiers: draft.tiers.map((tier) => (tier.key === key ? { ...tier, ...change } : tier)) });
  const thresholdLabel = t(
    isDividend ? 'terms.minValidBet' : draft.kind === 'HOURLY' ? 'terms.minHourBet' : 'terms.minDayBet',
  );
  return (
    <div className={styles.scroll}>
      <table className={`${styles.table} ${styles.tierEditor}`} data-testid="tier-editor">
        <thead>
          <tr>
            <th>{t('terms.tier')}</th>
            <th>{thresholdLabel}</th>
            {isDividend ? <th>{t('terms.minActiveMembers')}</th> : null}
            <th>{t('offer.ratePercent')}</th>
            <th>
              <span className="visually-hidden">{t('fields.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {draft.tiers.map((tier, index) => (
            <TierRow
              key={tier.key}
              tier={tier}
              index={index}
              isDividend={isDividend}
              thresholdLabel={thresholdLabel}
              canRemove={draft.tiers.length > 1}
              onChange={(change) => setTier(tier.key, change)}
              onRemove={() => onChange({ ...draft, tiers: draft.tiers.filter((row) => row.key !== tier.key) })}
            />
          ))}
        </tbody>
      </table>
      <Button
        size="sm"
        variant="secondary"
        disabled={draft.tiers.length >= MAX_TIERS}
        onClick={() => onChange({ ...draft, tiers: [...draft.tiers, emptyTier()] })}
      >
        {t('offer.addTier')}
      </Button>
    </div>
  );
}

type RowProps = {
  tier: TierDraft;
  index: number;
  isDividend: boolean;
  thresholdLabel: string;
  canRemove: boolean;
  onChange: (change: Partial<TierDraft>) => void;
  onRemove: () => void;
};

function TierRow({ tier, index, isDividend, thresholdLabel, canRemove, onChange, onRemove }: RowProps) {
  const { t } = useTranslation('contracts');
  return (
    <tr>
      <td>{index + 1}</td>
      <td>
        <input
          className={styles.tierInput}
          inputMode="decimal"
          value={tier.threshold}
          aria-label={`${thresholdLabel} ${index + 1}`}
          onChange={(event) => onChange({ threshold: event.target.value })}
        />
      </td>
      {isDividend ? (
        <td>
          <input
            className={styles.tierInput}
            inputMode="numeric"
            value={tier.members}
            aria-label={`${t('terms.minActiveMembers')} ${index + 1}`}
            onChange={(event) => onChange({ members: event.target.value })}
          />
        </td>
      ) : null}
      <td>
        <input
          className={styles.tierInput}
          inputMode="decimal"
          value={tier.rate}
          aria-label={`${t('offer.ratePercent')} ${index + 1}`}
          onChange={(event) => onChange({ rate: event.target.value })}
        />
      </td>
      <td>
        <button
          type="button"
          className={styles.remove}
          disabled={!canRemove}
          aria-label={t('offer.removeTier', { tier: index + 1 })}
          onClick={onRemove}
        >
          ✕
        </button>
      </td>
    </tr>
  );
}
