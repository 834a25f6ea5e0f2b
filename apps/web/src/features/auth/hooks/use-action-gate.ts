import { useGate } from '../../../lib/action-gate.ts';

/**
 * `useActionGate()(action)`: no token → login modal; trial account → warning dialog and
 * the action is blocked; a real account → the action runs. The rule lives in lib so the
 * member and agent centres apply the same gate without importing this feature.
 */
export function useActionGate(): (action: () => void) => void {
  return useGate();
}
