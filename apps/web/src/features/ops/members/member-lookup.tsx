import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { AdjustmentForm } from './adjustment-form.tsx';
import { useMemberLookup } from '../api/members.ts';
import styles from '../ops.module.css';

/** A member's balance, holds and latest movements, and the manual adjustment. */
export function MemberLookup() {
  const { t } = useTranslation('ops');
  const describeError = useErrorMessage();
  // The lookup runs on submit, not on every keystroke.
  const [username, setUsername] = useState('');
  const { register, handleSubmit, control } = useForm({ defaultValues: { lookup: '' } });
  const isFilled = useWatch({ control, name: 'lookup' }).trim() !== '';
  const query = useMemberLookup(username);
  const search = handleSubmit(({ lookup }) => setUsername(lookup.trim()));
  const member = query.data;
  return (
    <section className={styles.panel} aria-label={t('nav.members')}>
      <form className={styles.toolbar} onSubmit={search}>
        <label className={styles.field}>
          <span>{t('username')}</span>
          <input {...register('lookup')} />
        </label>
        <Button type="submit" size="sm" disabled={!isFilled}>
          {t('lookup')}
        </Button>
      </form>
      {query.error ? (
        <p className={styles.error} role="alert">
          {describeError(query.error)}
        </p>
      ) : null}
      {query.isFetching && !member ? <p className={styles.hint}>{t('loading')}</p> : null}
      {member ? (
        <div className={styles.columns}>
          <MemberFacts member={member} />
          <AdjustmentForm username={member.username} />
        </div>
      ) : null}
    </section>
  );
}

type Member = NonNullable<ReturnType<typeof useMemberLookup>['data']>;

/** Who the member is, what they hold and their latest wallet movements. */
function MemberFacts({ member }: { member: Member }) {
  const { t, i18n } = useTranslation('ops');
  const money = (amount: string) => formatMoney(amount, { language: i18n.language });
  return (
    <div>
      <dl className={styles.facts} data-testid="ops-member">
        <dt>{t('username')}</dt>
        <dd>
          {member.username} (#{member.memberId})
        </dd>
        <dt>{t('memberStatus')}</dt>
        <dd>
          {member.status} · {t('memberType', { type: member.type })}
        </dd>
        <dt>{t('payeeName')}</dt>
        <dd>{member.payeeName ?? '-'}</dd>
        <dt>{t('upline')}</dt>
        <dd>{member.uplineUsername ?? '-'}</dd>
        <dt>{t('balance')}</dt>
        <dd data-testid="ops-member-balance">
          {money(member.balance)} {member.currency}
        </dd>
        <dt>{t('held')}</dt>
        <dd>{money(member.held)}</dd>
        <dt>{t('available')}</dt>
        <dd>{money(member.available)}</dd>
        <dt>{t('bankAccount')}</dt>
        <dd>
          {member.bankAccounts.map((account) => `${account.bankName} ${account.accountNumber}`).join(', ') || '-'}
        </dd>
      </dl>
      <table className={styles.table}>
        <thead>
          <tr>
            <th>{t('time')}</th>
            <th>{t('kind')}</th>
            <th className={styles.num}>{t('amount')}</th>
            <th className={styles.num}>{t('balanceAfter')}</th>
          </tr>
        </thead>
        <tbody>
          {member.recent.map((entry) => (
            <tr key={entry.id}>
              <td>{formatDateTime(entry.time, i18n.language)}</td>
              <td>
                {entry.kind}
                {entry.memo ? <div className={styles.hint}>{entry.memo}</div> : null}
              </td>
              <td className={styles.num}>{money(entry.amount)}</td>
              <td className={styles.num}>{money(entry.balanceAfter)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
