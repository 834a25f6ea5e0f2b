import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { DEFAULT_AGENT_CENTRE_PAGE, showDialog, useModalProps, useModalStore, type CentreProps } from '../../lib/modal-store.ts';
import { useOverlayLayer } from '../../lib/overlay-stack.ts';
import { isAgentSession, useSessionStore } from '../../lib/session-store.ts';
import { useBodyScrollFreeze } from '../../lib/use-body-scroll-freeze.ts';
import { useFocusTrap } from '../../lib/use-focus-trap.ts';
import { useAgentFlags, visibleAgentMenu } from './agent-menu.ts';
import styles from '../../components/ui/centre-overlay.module.css';

/**
 * The agent centre: full-screen, menu on the left, the chosen page on the right. Only agent
 * accounts (types 1, 2, 41, 42) may open it: a visitor is asked to log in, anyone else is
 * told 'Non-agents cannot log in'.
 */
export function AgentCentre() {
  const { t } = useTranslation('centre');
  const isOpen = useModalStore((state) => state.open.agentCentre);
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const isAllowed = useSessionStore(isAgentSession);

  useEffect(() => {
    if (!isOpen || isAllowed) return;
    const modals = useModalStore.getState();
    modals.hide('agentCentre');
    if (!isLoggedIn) modals.show('login');
    else showDialog({ title: t('agent.deniedTitle'), message: t('agent.notAgent'), confirmText: t('common.ok') });
  }, [isOpen, isAllowed, isLoggedIn, t]);

  return <AgentCentreOverlay isOpen={isOpen && isAllowed} />;
}

function AgentCentreOverlay({ isOpen }: { isOpen: boolean }) {
  const { t } = useTranslation('centre');
  const panelRef = useRef<HTMLDivElement>(null);
  const props = useModalProps<CentreProps>('agentCentre');
  const flags = useAgentFlags();
  const close = () => useModalStore.getState().hide('agentCentre');
  useBodyScrollFreeze(isOpen);
  useOverlayLayer(isOpen, close, 'centre');
  const trapFocus = useFocusTrap(panelRef, isOpen);
  if (!isOpen) return null;

  const items = visibleAgentMenu(flags);
  const active = items.find((item) => item.page === props?.page) ?? items.find((item) => item.page === DEFAULT_AGENT_CENTRE_PAGE) ?? items[0];
  const select = (page: string) => useModalStore.getState().show('agentCentre', { page } satisfies CentreProps);

  return (
    <div ref={panelRef} className={styles.overlay} role="dialog" aria-modal="true" aria-labelledby="agent-centre-title"
      tabIndex={-1} onKeyDown={trapFocus} data-testid="agent-centre">
      <div className={styles.frame}>
        <header className={styles.header}>
          <h1 id="agent-centre-title" className={styles.title}>{t('agent.title')}</h1>
          <button type="button" className={styles.close} onClick={close} aria-label={t('common.close')} data-autofocus>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </button>
        </header>
        <div className={styles.body}>
          <nav className={styles.menu} aria-label={t('agent.menuLabel')}>
            <ul>
              {items.map((item) => (
                <li key={item.page}>
                  <button type="button" className={item.page === active.page ? `${styles.item} ${styles.itemActive}` : styles.item}
                    aria-current={item.page === active.page ? 'page' : undefined} data-page={item.page} onClick={() => select(item.page)}>
                    {t(item.labelKey)}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <section className={styles.pane} aria-labelledby="agent-centre-page">
            <h2 id="agent-centre-page" className={styles.pageTitle}>{t(active.labelKey)}</h2>
            <EmptyState title={t('centre.pageUnavailable')} hint={t('centre.pageUnavailableHint')} />
          </section>
        </div>
      </div>
    </div>
  );
}
