import type { ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { useModalStore } from '../../../../lib/modal-store.ts';
import { maskEmail, maskMobile } from '../../utils/mask.ts';
import styles from './account.module.css';

export type MemberInfo = ValueOf<(typeof ENDPOINTS)['memberInfo']>;

function SettingRow({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  return (
    <li className={styles.row}>
      <div>
        <p className={styles.rowTitle}>{title}</p>
        <p className={styles.rowHint}>{hint}</p>
      </div>
      {children}
    </li>
  );
}

function Status({ isOn, on, off }: { isOn: boolean; on: string; off: string }) {
  return <span className={isOn ? styles.statusOk : styles.statusOff}>{isOn ? on : off}</span>;
}

/** The account's security settings: login password (changeable here), mobile, email and payment password. */
export function SecuritySettings({ member }: { member: MemberInfo }) {
  const { t } = useTranslation('centre');
  const changePassword = () =>
    useModalStore.getState().show('changePassword', { forced: false, userName: member.account });
  const bound = { on: t('member.account.bound'), off: t('member.account.notBound') };
  return (
    <section className={styles.card} aria-labelledby="security-title">
      <h3 id="security-title" className={styles.sectionTitle}>
        {t('member.account.security')}
      </h3>
      <ul className={styles.rows}>
        <SettingRow title={t('member.account.loginPassword')} hint={t('member.account.loginPasswordHint')}>
          <Button variant="ghost" size="sm" onClick={changePassword}>
            {t('member.account.change')}
          </Button>
        </SettingRow>
        <SettingRow
          title={t('member.account.mobile')}
          hint={
            member.mobileNum ? maskMobile(member.mobileNum, member.countryDialingCode) : t('member.account.mobileHint')
          }
        >
          <Status isOn={Boolean(member.mobileNum)} {...bound} />
        </SettingRow>
        <SettingRow
          title={t('member.account.email')}
          hint={member.email ? maskEmail(member.email) : t('member.account.emailHint')}
        >
          <Status isOn={Boolean(member.email)} {...bound} />
        </SettingRow>
        <SettingRow title={t('member.account.paymentPassword')} hint={t('member.account.paymentPasswordHint')}>
          <Status isOn={member.hasPaymentPassword} on={t('member.account.set')} off={t('member.account.notSet')} />
        </SettingRow>
      </ul>
      <p className={styles.note}>{t('member.account.bindingUnavailable')}</p>
    </section>
  );
}
