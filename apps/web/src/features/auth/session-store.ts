/**
 * The session store lives in lib/session-store.ts because the member and agent centres
 * need it too and features may not import each other; this path stays for the frame.
 */
export { useSessionStore } from '../../lib/session-store.ts';
