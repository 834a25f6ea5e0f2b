import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import styles from '../ops.module.css';
import risk from './risk.module.css';
import { FlagGroupsTable, MemberLinks } from './flag-groups.tsx';
import { useWithdrawalRisk } from './risk-api.ts';

/**
 * The risk panel of a withdrawal review: deposits and bets since the member's previous withdrawal, the member's
 * win or loss over them, the member's flags, other members with the same bank account, and the amount above which
 * this operator's approval needs a second operator.
 */
export function WithdrawalRiskPanel({ orderNo }: { orderNo: string }) {
  const { t, i18n } = useTranslation('opsRisk');
  const describeError = useErrorMessage();
  const { data, error, isPending } = useWithdrawalRisk(orderNo, true);
  const money = (amount: string) => formatMoney(amount, { language: i18n.language });
  if (error) return <p className={styles.error}>{describeError(error)}</p>;
  if (isPending) return <p className={styles.hint}>{t('loading')}</p>;
  const result = Math.sign(Number(data.winLoss));
  const outcome = result > 0 ? 'memberWon' : result < 0 ? 'memberLost' : 'memberEven';
  return (
    <div className={styles.panel} data-testid="withdrawal-risk-panel">
      <p>
        {data.since ? t('panel.since', { time: formatDateTime(data.since, i18n.language) }) : t('panel.sinceFirst')}
      </p>
      <dl className={risk.figures}>
        <div>
          <dt className={styles.hint}>{t('panel.deposits')}</dt>
          <dd>{t('panel.depositsValue', { count: data.deposits.count, amount: money(data.deposits.amount) })}</dd>
        </div>
        <div>
          <dt className={styles.hint}>{t('panel.bets')}</dt>
          <dd>{t('panel.betsValue', { count: data.bets.count, amount: money(data.bets.stake) })}</dd>
        </div>
        <div>
          <dt className={styles.hint}>{t('panel.payout')}</dt>
          <dd>{money(data.bets.payout)}</dd>
        </div>
        <div>
          <dt className={styles.hint}>{t('panel.winLoss')}</dt>
          <dd data-testid="withdrawal-risk-winloss">
            {result > 0 ? '+' : ''}
            {money(data.winLoss)} {t(`panel.${outcome}`)}
          </dd>
        </div>
        <div>
          <dt className={styles.hint}>{t('panel.secondApproval')}</dt>
          <dd>{t('panel.above', { amount: money(data.secondApprovalAbove) })}</dd>
        </div>
      </dl>
      <h4>{t('panel.sameBank')}</h4>
      {data.sameBankAccount.length === 0 ? (
        <p className={styles.hint} data-testid="withdrawal-risk-bank-ok">
          {t('panel.sameBankNone')}
        </p>
      ) : (
        <p className={styles.error} data-testid="withdrawal-risk-bank-shared">
          {t('panel.sameBankFound', { count: data.sameBankAccount.length })}{' '}
          <MemberLinks members={data.sameBankAccount} />
        </p>
      )}
      <h4>{t('panel.flags')}</h4>
      {data.flags.length === 0 ? (
        <p className={styles.hint}>{t('member.none')}</p>
      ) : (
        <FlagGroupsTable groups={data.flags} testId="withdrawal-risk-flags" showKind />
      )}
    </div>
  );
}
