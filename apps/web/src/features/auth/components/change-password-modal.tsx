import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useMemberInfo } from '../../../lib/member-info.ts';
import { useLogout } from '../hooks/use-logout.ts';
import { useModalProps, useModalStore } from '../../../lib/modal-store.ts';
import type { ChangePasswordProps } from '../hooks/use-login-sequence.ts';
import { ChangePasswordForm } from './change-password-form.tsx';
import { ModalShell } from './modal-shell.tsx';
import styles from './auth-forms.module.css';

/** The change-password modal; when forced (weak or expired password) it cannot be dismissed. */
export function ChangePasswordModal() {
  const isOpen = useModalStore((state) => state.open.changePassword);
  const hide = useModalStore((state) => state.hide);
  const props = useModalProps<ChangePasswordProps>('changePassword');
  const { t } = useTranslation('auth');
  const isForced = props?.forced ?? false;
  return (
    <ModalShell
      isOpen={isOpen}
      onClose={() => hide('changePassword')}
      clickToClose={!isForced}
      width={460}
      title={t(isForced ? 'changePassword.forcedTitle' : 'changePassword.title')}
      testId="change-password-modal"
    >
      {isForced ? <p className={`${styles.muted} ${styles.intro}`}>{t('changePassword.forcedIntro')}</p> : null}
      <ChangePasswordContent props={props} />
      {isForced ? <ForcedExit /> : null}
    </ModalShell>
  );
}

/** The forced modal cannot be dismissed, but the player may still leave by logging out. */
function ForcedExit() {
  const { t } = useTranslation('auth');
  const logout = useLogout();
  return (
    <p className={`${styles.center} ${styles.muted} ${styles.switchLine}`}>
      {t('changePassword.notNow')}
      <button type="button" className={styles.link} onClick={logout}>
        {t('logout.submit')}
      </button>
    </p>
  );
}

function ChangePasswordContent({ props }: { props: ChangePasswordProps | undefined }) {
  const { t } = useTranslation('auth');
  const memberInfo = useMemberInfo();
  const userName = props?.userName || memberInfo.data?.account;
  if (!userName) {
    return (
      <div className={styles.loading}>
        <Spinner label={t('common.loading')} />
      </div>
    );
  }
  return <ChangePasswordForm userName={userName} knownOldPassword={props?.oldPassword} />;
}
