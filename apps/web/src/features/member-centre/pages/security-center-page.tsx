import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorBlock, LoadingBlock } from '../../../components/ui/query-state.tsx';
import { useMemberInfo } from '../../../lib/member-info.ts';
import { useModalStore } from '../../../lib/modal-store.ts';
import { formatDateTime } from '../utils/format-date-time.ts';
import { maskEmail, maskMobile } from '../utils/mask.ts';
import styles from './security-center-page.module.css';

/** "My account": the profile and the account's security settings. */
export function SecurityCenterPage() {
  const { t, i18n } = useTranslation('centre');
  const { data: member, isPending, error, refetch } = useMemberInfo();

  if (isPending) return <LoadingBlock />;
  if (error || !member) return <ErrorBlock error={error} onRetry={() => void refetch()} />;

  const vipLabel = member.memberLabel[0]?.labelName ?? member.clubLabel?.labelName ?? null;
  const initial = (member.nickname || member.account).slice(0, 1).toUpperCase();
  const changePassword = () =>
    useModalStore.getState().show('changePassword', { forced: false, userName: member.account });
  const profile: [string, string][] = [
    [t('member.account.account'), member.account],
    [t('member.account.nickname'), member.nickname || t('member.account.notSet')],
    [t('member.account.realName'), member.payeeName || t('member.account.notSet')],
    [t('member.account.registeredAt'), formatDateTime(member.registeredAt, i18n.language)],
    [t('member.account.lastLoginAt'), formatDateTime(member.lastLoginAt, i18n.language)],
  ];

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-label={t('member.account.profile')}>
        <div className={styles.identity}>
          <span className={styles.avatar} aria-hidden="true">
            {initial}
          </span>
          <div>
            <p className={styles.name}>{member.nickname || member.account}</p>
            {vipLabel ? <span className={styles.vip}>{vipLabel}</span> : null}
          </div>
        </div>
        <dl className={styles.facts}>
          {profile.map(([label, value]) => (
            <div key={label} className={styles.fact}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className={styles.card} aria-labelledby="security-title">
        <h3 id="security-title" className={styles.sectionTitle}>
          {t('member.account.security')}
        </h3>
        <ul className={styles.rows}>
          <li className={styles.row}>
            <div>
              <p className={styles.rowTitle}>{t('member.account.loginPassword')}</p>
              <p className={styles.rowHint}>{t('member.account.loginPasswordHint')}</p>
            </div>
            <Button variant="ghost" size="sm" onClick={changePassword}>
              {t('member.account.change')}
            </Button>
          </li>
          <li className={styles.row}>
            <div>
              <p className={styles.rowTitle}>{t('member.account.mobile')}</p>
              <p className={styles.rowHint}>
                {member.mobileNum
                  ? maskMobile(member.mobileNum, member.countryDialingCode)
                  : t('member.account.mobileHint')}
              </p>
            </div>
            <span className={member.mobileNum ? styles.statusOk : styles.statusOff}>
              {member.mobileNum ? t('member.account.bound') : t('member.account.notBound')}
            </span>
          </li>
          <li className={styles.row}>
            <div>
              <p className={styles.rowTitle}>{t('member.account.email')}</p>
              <p className={styles.rowHint}>{member.email ? maskEmail(member.email) : t('member.account.emailHint')}</p>
            </div>
            <span className={member.email ? styles.statusOk : styles.statusOff}>
              {member.email ? t('member.account.bound') : t('member.account.notBound')}
            </span>
          </li>
          <li className={styles.row}>
            <div>
              <p className={styles.rowTitle}>{t('member.account.paymentPassword')}</p>
              <p className={styles.rowHint}>{t('member.account.paymentPasswordHint')}</p>
            </div>
            <span className={member.hasPaymentPassword ? styles.statusOk : styles.statusOff}>
              {member.hasPaymentPassword ? t('member.account.set') : t('member.account.notSet')}
            </span>
          </li>
        </ul>
        <p className={styles.note}>{t('member.account.bindingUnavailable')}</p>
      </section>
    </div>
  );
}
