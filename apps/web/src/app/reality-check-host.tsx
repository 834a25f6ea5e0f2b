import { lazy, Suspense } from 'react';
import { isRealMember, useSessionStore } from '../lib/session-store.ts';

// Loaded only for a logged-in member, so visitors' first page does not carry it.
const RealityCheck = lazy(() =>
  import('../features/responsible-play/components/reality-check.tsx').then((module) => ({
    default: module.RealityCheck,
  })),
);

/** Mounts the reality check (features/responsible-play) while a real member is logged in. */
export function RealityCheckHost() {
  const isMember = useSessionStore(isRealMember);
  if (!isMember) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheck />
    </Suspense>
  );
}
