import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { removeLegacyRememberCookies } from '../features/auth/remember-me.ts';
import { Overlays } from './overlays.tsx';
import { createQueryClient } from './query-client.ts';
import { RealityCheckHost } from './reality-check-host.tsx';
import { AppRoutes } from './routing/app-routes.tsx';
import { StatusGate } from './status/status-gate.tsx';

export function AppRoot() {
  const [queryClient] = useState(createQueryClient);
  // The old remember me left the password in a cookie; it goes on the first page load.
  useEffect(removeLegacyRememberCookies, []);
  return (
    <QueryClientProvider client={queryClient}>
      <StatusGate>
        <BrowserRouter>
          <AppRoutes />
          <Overlays />
          <RealityCheckHost />
        </BrowserRouter>
      </StatusGate>
    </QueryClientProvider>
  );
}
