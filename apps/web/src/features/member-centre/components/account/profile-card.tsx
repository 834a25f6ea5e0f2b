import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../utils/format-date-time.ts';
import type { MemberInfo } from './security-settings.tsx';
import styles from './account.module.css';

/** The member's name, VIP label and profile facts. */
export function ProfileCard({ member }: { member: MemberInfo }) {
  const { t, i18n } = useTranslation('centre');
  const vipLabel = member.memberLabel[0]?.labelName ?? member.clubLabel?.labelName ?? null;
  const initial = (member.nickname || member.account).slice(0, 1).toUpperCase();
  const profile: [string, string][] = [
    [t('member.account.account'), member.account],
    [t('member.account.nickname'), member.nickname || t('member.account.notSet')],
    [t('member.account.realName'), member.payeeName || t('member.account.notSet')],
    [t('member.account.registeredAt'), formatDateTime(member.registeredAt, i18n.language)],
    [t('member.account.lastLoginAt'), formatDateTime(member.lastLoginAt, i18n.language)],
  ];
  return (
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
  );
}
