import { useRef, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useOverlayLayer } from '../../lib/overlay-stack.ts';
import { useFocusTrap } from '../../lib/use-focus-trap.ts';
import styles from './points-mall.module.css';

/** A modal of the mall: Escape and a background click close it, focus stays inside. */
export function MallDialog({ title, onClose, testId, children }: { title: string; onClose: () => void; testId?: string; children: ReactNode }) {
  const { t } = useTranslation('points');
  const panelRef = useRef<HTMLDivElement>(null);
  const id = useOverlayLayer(true, onClose, 'modal');
  const trapFocus = useFocusTrap(panelRef, true);
  const onBackdrop = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) onClose();
  };
  return createPortal(
    <div className={styles.backdrop} onMouseDown={onBackdrop}>
      <div ref={panelRef} className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} tabIndex={-1} data-testid={testId}
        onKeyDown={(event) => { trapFocus(event); if (event.key === 'Tab') event.stopPropagation(); }}>
        <header className={styles.dialogHeader}>
          <h2 id={`${id}-title`} className={styles.dialogTitle}>{title}</h2>
          <button type="button" className={styles.dialogClose} onClick={onClose} aria-label={t('dialog.close')}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true"><path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" /></svg>
          </button>
        </header>
        <div className={styles.dialogBody}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}
