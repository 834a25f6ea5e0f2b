import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import type { GrantDraft, GrantTier } from './grant-draft.ts';
import styles from '../ops.module.css';

type Props = { draft: GrantDraft; onChange: (draft: GrantDraft) => void; onAdd: (() => void) | null };

/** The tiers of a dividend, daily wage or hourly grant: a threshold (and active members for a dividend) and a rate. */
export function GrantTierRows({ draft, onChange, onAdd }: Props) {
  const { t } = useTranslation('agentNet');
  const isDividend = draft.kind === 'DIVIDEND';
  const setTier = (index: number, change: Partial<GrantTier>) =>
    onChange({ ...draft, tiers: draft.tiers.map((tier, i) => (i === index ? { ...tier, ...change } : tier)) });
  const thresholdLabel = t(
    isDividend ? 'grant.minValidBet' : draft.kind === 'HOURLY' ? 'grant.minHourBet' : 'grant.minDayBet',
  );
  return (
    <table className={styles.table} data-testid="grant-tiers">
      <thead>
        <tr>
          <th>{t('grant.tier')}</th>
          <th>{thresholdLabel}</th>
          {isDividend ? <th>{t('grant.minActiveMembers')}</th> : null}
          <th>{t('grant.rate')}</th>
          <th>
            {onAdd ? (
              <Button type="button" size="sm" variant="secondary" onClick={onAdd}>
                {t('grant.addTier')}
              </Button>
            ) : null}
          </th>
        </tr>
      </thead>
      <tbody>
        {draft.tiers.map((tier, index) => (
          <tr key={index}>
            <td>{index + 1}</td>
            <td>
              <input
                aria-label={t('grant.tierField', { field: thresholdLabel, row: index + 1 })}
                inputMode="decimal"
                value={tier.threshold}
                onChange={(event) => setTier(index, { threshold: event.target.value })}
              />
            </td>
            {isDividend ? (
              <td>
                <input
                  aria-label={t('grant.tierField', { field: t('grant.minActiveMembers'), row: index + 1 })}
                  inputMode="numeric"
                  value={tier.members}
                  onChange={(event) => setTier(index, { members: event.target.value })}
                />
              </td>
            ) : null}
            <td>
              <input
                aria-label={t('grant.tierField', { field: t('grant.rate'), row: index + 1 })}
                inputMode="decimal"
                value={tier.rate}
                onChange={(event) => setTier(index, { rate: event.target.value })}
              />
            </td>
            <td>
              {draft.tiers.length > 1 ? (
                <Button
                  type="button"
                  size="sm"
                  variant="secondary"
                  onClick={() => onChange({ ...draft, tiers: draft.tiers.filter((_, i) => i !== index) })}
                >
                  {t('grant.removeTier')}
                </Button>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
