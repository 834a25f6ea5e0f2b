import { useRef, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useOverlayLayer } from '../../lib/overlay-stack.ts';
import { useFocusTrap } from '../../lib/use-focus-trap.ts';
import styles from './modal-dialog.module.css';

export type ModalDialogProps = {
  title: string;
  onClose: () => void;
  testId?: string;
  width?: number;
  children: ReactNode;
};

/**
 * A modal dialog with a title and a close button: Escape and a background click close it and
 * focus stays inside. It registers as a modal layer, so Escape closes it and not the centre
 * (member or agent) it may open over.
 */
export function ModalDialog({ title, onClose, testId, width, children }: ModalDialogProps) {
  const { t } = useTranslation('common');
  const panelRef = useRef<HTMLDivElement>(null);
  const id = useOverlayLayer(true, onClose, 'modal');
  const trapFocus = useFocusTrap(panelRef, true);
  const onBackdrop = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) onClose();
  };
  const sizing = width ? ({ '--dialog-width': `${width}px` } as CSSProperties) : undefined;
  return createPortal(
    <div className={styles.backdrop} onMouseDown={onBackdrop}>
      <div
        ref={panelRef}
        className={styles.panel}
        style={sizing}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        tabIndex={-1}
        onKeyDown={(event) => {
          trapFocus(event);
          // React events bubble through portals: a centre's own focus trap must not see this Tab.
          // Only Tab: Escape has to reach the document, where the overlay stack closes the top layer.
          if (event.key === 'Tab') event.stopPropagation();
        }}
        data-testid={testId}
      >
        {/* A div, not a header: outside main a header is a banner, and the page already has one. */}
        <div className={styles.header}>
          <h2 id={`${id}-title`} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('action.close')}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}
