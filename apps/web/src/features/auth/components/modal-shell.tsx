import { useRef, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useOverlayLayer } from '../../../lib/overlay-stack.ts';
import { useFocusTrap } from '../../../lib/use-focus-trap.ts';
import styles from './modal-shell.module.css';

export type ModalShellProps = {
  isOpen: boolean;
  onClose: () => void;
  title?: ReactNode;
  /** Escape and a background click close the modal; off for the forced password change. */
  clickToClose?: boolean;
  /** Spec default 600 x 300; content may need more height. */
  width?: number;
  minHeight?: number;
  /** Dialogs sit above every other modal. */
  layer?: 'modal' | 'dialog';
  testId?: string;
  children: ReactNode;
};

/**
 * The frame of every modal: a portal with a dimmed background, Escape and background click
 * closing it when `clickToClose` is on, focus kept inside while it is open.
 */
export function ModalShell({
  isOpen,
  onClose,
  title,
  clickToClose = true,
  width = 600,
  minHeight = 300,
  layer = 'modal',
  testId,
  children,
}: ModalShellProps) {
  const { t } = useTranslation('auth');
  const panelRef = useRef<HTMLDivElement>(null);
  const id = useOverlayLayer(isOpen, clickToClose ? onClose : null, layer);
  const trapFocus = useFocusTrap(panelRef, isOpen);
  if (!isOpen) return null;

  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (clickToClose && event.target === event.currentTarget) onClose();
  };

  return createPortal(
    <div
      className={`${styles.backdrop} ${layer === 'dialog' ? styles.dialogLayer : ''}`}
      onMouseDown={onBackdropClick}
      data-testid={testId ? `${testId}-backdrop` : undefined}
    >
      <div
        ref={panelRef}
        className={styles.panel}
        style={{ width, minHeight }}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? `${id}-title` : undefined}
        tabIndex={-1}
        onKeyDown={trapFocus}
        data-testid={testId}
      >
        {/* A div, not a header: outside main a header is a banner, and the page already has one. */}
        {title || clickToClose ? (
          <div className={styles.header}>
            {title ? (
              <h2 id={`${id}-title`} className={styles.title}>
                {title}
              </h2>
            ) : (
              <span />
            )}
            {clickToClose ? (
              <button type="button" className={styles.close} onClick={onClose} aria-label={t('common.close')}>
                <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                  <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
                </svg>
              </button>
            ) : null}
          </div>
        ) : null}
        <div className={styles.body}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}
