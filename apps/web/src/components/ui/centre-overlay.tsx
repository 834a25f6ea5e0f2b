import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOverlayLayer } from '../../lib/overlay-stack.ts';
import { useBodyScrollFreeze } from '../../lib/use-body-scroll-freeze.ts';
import { useFocusTrap } from '../../lib/use-focus-trap.ts';
import styles from './centre-overlay.module.css';

export type CentreMenuItem = { page: string; label: string; count?: number };

type CentreOverlayProps = {
  /** Prefix of the element ids and the test id: 'member-centre' or 'agent-centre'. */
  id: string;
  title: string;
  menuLabel: string;
  items: readonly CentreMenuItem[];
  activePage: string;
  onSelect(page: string): void;
  onClose(): void;
  children: ReactNode;
};

/**
 * The full-screen frame the member and agent centres share: title and close button, the menu
 * on the left, the chosen page on the right; body scroll frozen, focus trapped, Escape closes. Its title row is a
 * div, not a header: outside main a header is a banner landmark, and the page already has one.
 */
export function CentreOverlay({
  id,
  title,
  menuLabel,
  items,
  activePage,
  onSelect,
  onClose,
  children,
}: CentreOverlayProps) {
  const { t } = useTranslation('centre');
  const panelRef = useRef<HTMLDivElement>(null);
  useBodyScrollFreeze(true);
  useOverlayLayer(true, onClose, 'centre');
  const trapFocus = useFocusTrap(panelRef, true);
  const active = items.find((item) => item.page === activePage) ?? items[0];

  return (
    <div
      ref={panelRef}
      className={styles.overlay}
      role="dialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      tabIndex={-1}
      onKeyDown={trapFocus}
      data-testid={id}
    >
      <div className={styles.frame}>
        <div className={styles.header}>
          <h1 id={`${id}-title`} className={styles.title}>
            {title}
          </h1>
          <button
            type="button"
            className={styles.close}
            onClick={onClose}
            aria-label={t('common.close')}
            data-autofocus
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className={styles.body}>
          <nav className={styles.menu} aria-label={menuLabel}>
            <ul>
              {items.map((item) => (
                <li key={item.page}>
                  <button
                    type="button"
                    className={item.page === active.page ? `${styles.item} ${styles.itemActive}` : styles.item}
                    aria-current={item.page === active.page ? 'page' : undefined}
                    data-page={item.page}
                    onClick={() => onSelect(item.page)}
                    // The item is named by its label alone; the badge's count describes it.
                    aria-label={item.label}
                    aria-describedby={item.count ? `${id}-badge-${item.page}` : undefined}
                  >
                    <span>{item.label}</span>
                    {item.count ? (
                      <span id={`${id}-badge-${item.page}`} className={styles.badge} data-testid={`badge-${item.page}`}>
                        {item.count}
                      </span>
                    ) : null}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <section className={styles.pane} aria-labelledby={`${id}-page`}>
            <h2 id={`${id}-page`} className={styles.pageTitle}>
              {active.label}
            </h2>
            {children}
          </section>
        </div>
      </div>
    </div>
  );
}
