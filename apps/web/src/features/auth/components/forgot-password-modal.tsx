import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useModuleEnabled, useSiteStatus } from '../../../lib/status-context.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { useModalStore } from '../../../lib/modal-store.ts';
import { openPopupWindow } from '../../../lib/popup-window.ts';
import { ForgotEmailForm } from './forgot-email-form.tsx';
import { ForgotPhoneForm } from './forgot-phone-form.tsx';
import { ModalShell } from './modal-shell.tsx';
import styles from './auth-forms.module.css';

type ForgotTab = 'email' | 'mobile';

/** Forgot password: by e-mail (CHNGPASSMAIL3) or by SMS code (CHNGPASSVERIF3), plus customer service. */
export function ForgotPasswordModal() {
  const isOpen = useModalStore((state) => state.open.forgotPassword);
  const hide = useModalStore((state) => state.hide);
  const { t } = useTranslation('auth');
  return (
    <ModalShell
      isOpen={isOpen}
      onClose={() => hide('forgotPassword')}
      title={t('forgot.title')}
      width={480}
      testId="forgot-modal"
    >
      <ForgotContent />
    </ModalShell>
  );
}

function ForgotContent() {
  const { t } = useTranslation('auth');
  const status = useSiteStatus();
  const isEmailOn = useModuleEnabled('CHNGPASSMAIL3');
  const isMobileOn = useModuleEnabled('CHNGPASSVERIF3');
  const [tab, setTab] = useState<ForgotTab>(isEmailOn ? 'email' : 'mobile');
  const items = [
    ...(isEmailOn ? [{ key: 'email', label: t('forgot.tabEmail') }] : []),
    ...(isMobileOn ? [{ key: 'mobile', label: t('forgot.tabMobile') }] : []),
  ];
  const active = items.some((item) => item.key === tab) ? tab : (items[0]?.key as ForgotTab | undefined);
  const serviceUrl = status.info.customerService[0]?.url;

  return (
    <>
      {items.length > 1 && active ? (
        <div className={styles.tabs}>
          <Tabs
            items={items}
            active={active}
            onChange={(key) => setTab(key as ForgotTab)}
            ariaLabel={t('forgot.title')}
          />
        </div>
      ) : null}
      {active === 'email' ? <ForgotEmailForm /> : null}
      {active === 'mobile' ? <ForgotPhoneForm /> : null}
      {!active ? <EmptyState title={t('forgot.unavailable')} hint={t('forgot.contactHint')} /> : null}
      {serviceUrl ? (
        <p className={`${styles.center} ${styles.muted} ${styles.switchLine}`}>
          {t('forgot.needHelp')}
          <button type="button" className={styles.link} onClick={() => openPopupWindow(serviceUrl)}>
            {t('forgot.customerService')}
          </button>
        </p>
      ) : null}
    </>
  );
}
