import { useTranslation } from 'react-i18next';
import { formatRate } from '../utils/contract-format.ts';
import type { Contract, ContractTerms } from '../utils/contract-kinds.ts';
import { useMoney } from '../../../../lib/use-money.ts';
import { useFormats } from '../../hooks/use-formats.ts';
import styles from './contracts.module.css';

/** The terms of a contract as a readable tier table (or the real-time rates). */
export function TermsTable({ terms }: { terms: ContractTerms }) {
  const { t } = useTranslation('contracts');
  const money = useMoney();
  if (terms.kind === 'REALTIME') {
    return (
      <dl className={styles.facts} data-testid="terms">
        <dt>{t('terms.profitRate')}</dt>
        <dd>{formatRate(terms.profitRateBp)}</dd>
        <dt>{t('terms.lossRate')}</dt>
        <dd>{formatRate(terms.lossRateBp)}</dd>
        <dt>{t('terms.minSingleBet')}</dt>
        <dd>{money(terms.minSingleBet)}</dd>
      </dl>
    );
  }
  const isDividend = terms.kind === 'DIVIDEND';
  return (
    <div className={styles.scroll}>
      {isDividend ? (
        <p className={styles.hint}>{t('terms.periodLabel', { period: t(`period.${terms.period}`) })}</p>
      ) : null}
      <table className={`${styles.table} ${styles.terms}`} data-testid="terms">
        <thead>
          <tr>
            <th>{t('terms.tier')}</th>
            <th className={styles.num}>
              {t(isDividend ? 'terms.minValidBet' : terms.kind === 'HOURLY' ? 'terms.minHourBet' : 'terms.minDayBet')}
            </th>
            {isDividend ? <th className={styles.num}>{t('terms.minActiveMembers')}</th> : null}
            <th className={styles.num}>{t('terms.rate')}</th>
          </tr>
        </thead>
        <tbody>
          {terms.tiers.map((tier, index) => (
            <tr key={index}>
              <td>{index + 1}</td>
              <td className={styles.num}>{money('minValidBet' in tier ? tier.minValidBet : tier.minBet)}</td>
              {'minActiveMembers' in tier ? <td className={styles.num}>{tier.minActiveMembers}</td> : null}
              <td className={styles.num}>{formatRate(tier.rateBp)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Terms for a table cell: "≥ 100.00: 1%", "≥ 1,000.00: 2%", a tier a line. */
export function TermsSummary({ terms }: { terms: ContractTerms }) {
  const { t } = useTranslation('contracts');
  const money = useMoney();
  if (terms.kind === 'REALTIME') {
    return (
      <>
        <span className={styles.termLine}>{t('terms.winShort', { rate: formatRate(terms.profitRateBp) })}</span>
        <span className={styles.termLine}>{t('terms.lossShort', { rate: formatRate(terms.lossRateBp) })}</span>
        <span className={styles.termLine}>{t('terms.fromBet', { min: money(terms.minSingleBet) })}</span>
      </>
    );
  }
  const tiers = terms.tiers.map((tier) =>
    'minValidBet' in tier
      ? t('terms.dividendTier', {
          bet: money(tier.minValidBet),
          members: tier.minActiveMembers,
          rate: formatRate(tier.rateBp),
        })
      : t('terms.betTier', { bet: money(tier.minBet), rate: formatRate(tier.rateBp) }),
  );
  // One tier a line: a sentence of several tiers wraps at random places in a narrow cell.
  return (
    <>
      {terms.kind === 'DIVIDEND' ? <span className={styles.termLine}>{t(`period.${terms.period}`)}</span> : null}
      {tiers.map((text, index) => (
        <span key={index} className={styles.termLine}>
          {text}
        </span>
      ))}
    </>
  );
}

/** When a contract was offered, started and ended, a line each (only those that happened). */
export function ContractDates({ contract }: { contract: Contract }) {
  const { t } = useTranslation('contracts');
  const { dateTime } = useFormats();
  const lines = [
    ['offeredAt', contract.offeredAt],
    ['startsAt', contract.startsAt],
    ['endsAt', contract.endsAt],
  ] as const;
  return (
    <>
      {lines
        .filter(([, value]) => value)
        .map(([key, value]) => (
          <span key={key} className={styles.termLine}>
            {t(`fields.${key}`)}: {dateTime(value)}
          </span>
        ))}
    </>
  );
}

/** Status pill, why it ended, and what request waits on it and for whom. */
export function ContractStatus({ contract }: { contract: Contract }) {
  const { t } = useTranslation('contracts');
  const request = contract.pendingRequest;
  return (
    <div>
      <span className={`${styles.status} ${styles[`status${contract.status}`] ?? ''}`} data-status={contract.status}>
        {t(`status.${contract.status}`)}
      </span>
      {contract.endReason && contract.endReason !== contract.status ? (
        <div className={styles.hint}>{t(`endReason.${contract.endReason}`)}</div>
      ) : null}
      {request ? (
        <div className={styles.pending} data-testid="pending-request">
          {pendingText(t, contract)}
        </div>
      ) : null}
    </div>
  );
}

function pendingText(t: (key: string) => string, contract: Contract): string {
  const request = contract.pendingRequest!;
  if (request.type === 'NEW') return t(request.waitingForMe ? 'pending.offerForMe' : 'pending.offerWaiting');
  if (request.waitingForMe)
    return t(request.requestedBy === 'PAYER' ? 'pending.terminationByUpline' : 'pending.terminationByDownline');
  // A top-level agent's request is answered by the platform's finance desk.
  return t(contract.payerUsername === null ? 'pending.terminationPlatform' : 'pending.terminationWaiting');
}
