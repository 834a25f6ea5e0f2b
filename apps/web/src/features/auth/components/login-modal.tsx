import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useModuleEnabled } from '../../../lib/status-context.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { useModalStore } from '../../../lib/modal-store.ts';
import { useForgetDevice, useRememberedDevice } from '../api/remembered-device.ts';
import { forgetRememberedMobile, readRememberedMobile } from '../remember-me.ts';
import { CheckField } from '../../../components/form/form-field.tsx';
import { FreePlayButton } from './free-play-button.tsx';
import { LoginSmsForm } from './login-sms-form.tsx';
import { LoginUsernameForm } from './login-username-form.tsx';
import { ModalShell } from './modal-shell.tsx';
import styles from './auth-forms.module.css';

type LoginTab = 'username' | 'sms';

/** Login popup: username or SMS login, remember me, forgot password, register and free trial. */
export function LoginModal() {
  const isOpen = useModalStore((state) => state.open.login);
  const hide = useModalStore((state) => state.hide);
  return (
    <ModalShell isOpen={isOpen} onClose={() => hide('login')} title={<LoginTitle />} width={460} testId="login-modal">
      <LoginContent />
    </ModalShell>
  );
}

function LoginTitle() {
  const { t } = useTranslation('auth');
  return <>{t('login.title')}</>;
}

function LoginContent() {
  const { t } = useTranslation('auth');
  const rememberedDevice = useRememberedDevice(true);
  const forgetDevice = useForgetDevice();
  const isSmsLoginOn = useModuleEnabled('MOBILEVERCODELOGIN3');
  const isFreePlayOn = useModuleEnabled('FREEPLAY3');
  const isDirectRegisterOn = useModuleEnabled('DIRECTREG3');
  const { show, hide } = useModalStore.getState();
  const [tab, setTab] = useState<LoginTab>('username');
  const [rememberedMobile] = useState(readRememberedMobile);
  const rememberedUserName = rememberedDevice.data?.userName ?? null;
  // Ticked while something is remembered, until the player decides otherwise.
  const [rememberChoice, setRememberChoice] = useState<boolean | null>(null);
  const isRemembering = rememberChoice ?? Boolean(rememberedUserName || rememberedMobile);

  const onRememberChange = (checked: boolean) => {
    setRememberChoice(checked);
    if (checked) return;
    forgetRememberedMobile();
    if (rememberedUserName) forgetDevice.mutate();
  };
  const rememberBox = (
    <CheckField checked={isRemembering} onChange={(event) => onRememberChange(event.target.checked)}>
      {t('login.remember')}
    </CheckField>
  );
  const switchTo = (name: 'register' | 'forgotPassword') => {
    hide('login');
    show(name);
  };
  const activeTab = isSmsLoginOn ? tab : 'username';

  return (
    <>
      {isSmsLoginOn ? (
        <div className={styles.tabs}>
          <Tabs
            items={[
              { key: 'username', label: t('login.tabUsername') },
              { key: 'sms', label: t('login.tabSms') },
            ]}
            active={activeTab}
            onChange={(key) => setTab(key as LoginTab)}
            ariaLabel={t('login.title')}
          />
        </div>
      ) : null}
      {activeTab === 'username' ? (
        <LoginUsernameForm
          rememberedUserName={rememberedUserName}
          isRemembering={isRemembering}
          rememberBox={rememberBox}
          onForgotPassword={() => switchTo('forgotPassword')}
        />
      ) : (
        <LoginSmsForm rememberedMobile={rememberedMobile} isRemembering={isRemembering} rememberBox={rememberBox} />
      )}
      <div className={styles.footer}>
        {isFreePlayOn ? (
          <>
            <div className={styles.divider}>{t('login.or')}</div>
            <FreePlayButton />
          </>
        ) : null}
        {isDirectRegisterOn ? (
          <p className={`${styles.center} ${styles.muted}`}>
            {t('login.noAccount')}
            <button type="button" className={styles.link} onClick={() => switchTo('register')}>
              {t('login.registerNow')}
            </button>
          </p>
        ) : null}
      </div>
    </>
  );
}
