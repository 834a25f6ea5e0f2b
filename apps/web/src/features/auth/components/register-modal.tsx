import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useModuleEnabled } from '../../../lib/status-context.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { useModalStore } from '../../../lib/modal-store.ts';
import { useRegisterSettings } from '../../../lib/data/use-register-settings.ts';
import type { RegisterMode } from '../utils/register-rules.ts';
import { ModalShell } from './modal-shell.tsx';
import { RegisterForm } from './register-form.tsx';
import styles from './auth-forms.module.css';

/** Registration popup: user registration and mobile registration tabs as the merchant enables them. */
export function RegisterModal() {
  const isOpen = useModalStore((state) => state.open.register);
  const hide = useModalStore((state) => state.hide);
  const { t } = useTranslation('auth');
  return (
    <ModalShell
      isOpen={isOpen}
      onClose={() => hide('register')}
      title={t('register.title')}
      width={720}
      testId="register-modal"
    >
      <RegisterContent />
    </ModalShell>
  );
}

function RegisterContent() {
  const { t } = useTranslation('auth');
  const settings = useRegisterSettings();
  const isDirectOn = useModuleEnabled('DIRECTREG3');
  const isUsernameOn = useModuleEnabled('USERNAMEREG3');
  const isMobileOn = useModuleEnabled('MOBILENUMREG3');
  const [tab, setTab] = useState<RegisterMode>(isUsernameOn ? 'username' : 'mobile');

  const items = [
    ...(isUsernameOn ? [{ key: 'username', label: t('register.tabUsername') }] : []),
    ...(isMobileOn ? [{ key: 'mobile', label: t('register.tabMobile') }] : []),
  ];
  const active: RegisterMode | null = items.some((item) => item.key === tab)
    ? tab
    : ((items[0]?.key as RegisterMode | undefined) ?? null);
  const toLogin = () => {
    useModalStore.getState().hide('register');
    useModalStore.getState().show('login');
  };

  if (!isDirectOn || !active) return <EmptyState title={t('register.closedTitle')} hint={t('register.closedHint')} />;
  return (
    <>
      {items.length > 1 ? (
        <div className={styles.tabs}>
          <Tabs
            items={items}
            active={active}
            onChange={(key) => setTab(key as RegisterMode)}
            ariaLabel={t('register.title')}
          />
        </div>
      ) : null}
      <RegisterForm key={active} settings={settings} mode={active} />
      <p className={`${styles.center} ${styles.muted} ${styles.switchLine}`}>
        {t('register.haveAccount')}
        <button type="button" className={styles.link} onClick={toLogin}>
          {t('register.toLogin')}
        </button>
      </p>
    </>
  );
}
