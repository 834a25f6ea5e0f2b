import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from './query-client.ts';
import { AppRoutes } from './routing/app-routes.tsx';
import { StatusGate } from './status/status-gate.tsx';

// The overlays load right after the first paint, outside the entry chunk.
const AuthModals = lazy(() => import('../features/auth/components/auth-modals.tsx').then((module) => ({ default: module.AuthModals })));
const MemberCentre = lazy(() => import('../features/member-centre/member-centre.tsx').then((module) => ({ default: module.MemberCentre })));
const AgentCentre = lazy(() => import('../features/agent-centre/agent-centre.tsx').then((module) => ({ default: module.AgentCentre })));
const PopupNotice = lazy(() => import('../features/content/popup-notice.tsx').then((module) => ({ default: module.PopupNotice })));
const ContractRequestsPrompt = lazy(() => import('../features/agent-centre/contracts/contract-requests-prompt.tsx').then((module) => ({ default: module.ContractRequestsPrompt })));

export function AppRoot() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <StatusGate>
        <BrowserRouter>
          <AppRoutes />
          <Suspense fallback={null}>
            <AuthModals />
            <MemberCentre />
            <AgentCentre />
            <ContractRequestsPrompt />
            <PopupNotice />
          </Suspense>
        </BrowserRouter>
      </StatusGate>
    </QueryClientProvider>
  );
}
