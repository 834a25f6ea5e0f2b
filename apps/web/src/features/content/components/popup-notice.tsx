import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useNotices } from '../../../lib/data/use-site-content.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { useSafeNavigate } from '../../../components/ui/safe-link.tsx';
import { useModalStore } from '../../../lib/modal-store.ts';
import { useOverlayLayer } from '../../../lib/overlay-stack.ts';
import { useFocusTrap } from '../../../lib/use-focus-trap.ts';
import { popupNoticeWanted, settlePopupNotice } from '../utils/popup-session.ts';
import styles from './popup-notice.module.css';

/**
 * The operator's PU announcements in a modal after login, once per browser session. The login
 * sequence sets the after-login flag and then closes its modals, so the flag is looked for
 * whenever the modals change.
 */
export function PopupNotice() {
  const [isWanted, setWanted] = useState(popupNoticeWanted);
  // One modal at a time: the notice waits until the welcome or any other dialog is closed.
  const isAnotherModalOpen = useModalStore((state) => Object.values(state.open).some(Boolean));
  const dismiss = useCallback(() => {
    settlePopupNotice();
    setWanted(false);
  }, []);
  const { pathname } = useLocation();
  useEffect(
    () =>
      useModalStore.subscribe(() => {
        if (popupNoticeWanted()) setWanted(true);
      }),
    [],
  );
  // The operators' desk and the full-screen game are no place for it; it waits for the site.
  if (!isWanted || isAnotherModalOpen || pathname.startsWith('/ops') || pathname === '/game') return null;
  return <PopupNoticeModal onDone={dismiss} />;
}

function PopupNoticeModal({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('messages');
  const navigate = useSafeNavigate();
  const { data } = useNotices('PU');
  const [index, setIndex] = useState(0);
  const panelRef = useRef<HTMLDivElement>(null);
  const popups = data?.popup ?? [];
  const notice = popups[index];
  const isOpen = Boolean(notice);
  const id = useOverlayLayer(isOpen, onDone, 'modal');
  const trapFocus = useFocusTrap(panelRef, isOpen);

  // Nothing to show is settled too, so the call is not repeated on every modal change.
  useEffect(() => {
    if (data && data.popup.length === 0) onDone();
  }, [data, onDone]);
  if (!notice) return null;

  const isLast = index >= popups.length - 1;
  return createPortal(
    <div
      className={styles.backdrop}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onDone();
      }}
    >
      <div
        ref={panelRef}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        tabIndex={-1}
        onKeyDown={trapFocus}
        data-testid="popup-notice"
      >
        <div className={styles.ribbon}>
          <Icon name="megaphone" size={18} />
          {t('popup.title')}
          {popups.length > 1 ? (
            <span className={styles.counter}>{t('popup.counter', { current: index + 1, total: popups.length })}</span>
          ) : null}
        </div>
        <div className={styles.body}>
          <h2 id={`${id}-title`} className={styles.title}>
            {notice.title}
          </h2>
          <p className={styles.content}>{notice.content}</p>
        </div>
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.link}
            onClick={() => {
              onDone();
              navigate('/noticePage');
            }}
          >
            {t('popup.more')}
          </button>
          {isLast ? (
            <Button data-autofocus onClick={onDone}>
              {t('popup.close')}
            </Button>
          ) : (
            <Button data-autofocus onClick={() => setIndex(index + 1)}>
              {t('popup.next')}
            </Button>
          )}
        </div>
      </div>
    </div>,
    document.body,
  );
}
