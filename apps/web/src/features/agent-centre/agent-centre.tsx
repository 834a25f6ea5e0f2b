import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyPage } from '../../components/lazy-page/lazy-page.tsx';
import { CentreOverlay } from '../../components/ui/centre-overlay.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import {
  DEFAULT_AGENT_CENTRE_PAGE,
  showDialog,
  useModalProps,
  useModalStore,
  type CentreProps,
} from '../../lib/modal-store.ts';
import { isAgentSession, useSessionStore } from '../../lib/session-store.ts';
import { useAgentFlags, visibleAgentMenu } from './agent-menu.ts';
import { findAgentPage } from './agent-pages.tsx';

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
  const props = useModalProps<CentreProps>('agentCentre');
  const flags = useAgentFlags();
  if (!isOpen) return null;

  const items = visibleAgentMenu(flags).map((item) => ({ page: item.page, label: t(item.labelKey) }));
  const activePage = items.some((item) => item.page === props?.page) ? props!.page! : DEFAULT_AGENT_CENTRE_PAGE;
  return (
    <CentreOverlay
      id="agent-centre"
      title={t('agent.title')}
      menuLabel={t('agent.menuLabel')}
      items={items}
      activePage={activePage}
      onSelect={(page) => useModalStore.getState().show('agentCentre', { page } satisfies CentreProps)}
      onClose={() => useModalStore.getState().hide('agentCentre')}
    >
      <ActivePage page={activePage} />
    </CentreOverlay>
  );
}

/** The chosen page from the registry; keyed by page so each page starts with fresh filters. */
function ActivePage({ page }: { page: string }) {
  const { t } = useTranslation('centre');
  const load = findAgentPage(page);
  if (!load) return <EmptyState title={t('centre.pageUnavailable')} hint={t('centre.pageUnavailableHint')} />;
  return <LazyPage key={page} load={load} />;
}
