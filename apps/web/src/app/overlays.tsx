/**
 * The overlays of the site (auth modals, member and agent centres, the agent's contract prompt,
 * the after-login notice), each mounted the first time it is wanted and kept mounted after. A
 * visitor who opens none of them downloads none of their code or text: they used to load right
 * after the first paint and competed with the page for the network and the main thread.
 */
import { lazy, Suspense, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { loadNamespaces } from '../lib/i18n.ts';
import { useModalStore, type ModalName } from '../lib/modal-store.ts';
import { SESSION_KEYS } from '../lib/session-storage.ts';
import { isAgentSession, useSessionStore } from '../lib/session-store.ts';

type OverlayKey = 'auth' | 'memberCentre' | 'agentCentre' | 'contractPrompt' | 'popupNotice';

/** Each overlay's chunk and the translation namespaces it shows, loaded together. */
const OVERLAY_LOADERS: Record<OverlayKey, () => Promise<ComponentType>> = {
  auth: () => import('../features/auth/components/auth-modals.tsx').then((module) => module.AuthModals),
  memberCentre: () => import('../features/member-centre/member-centre.tsx').then((module) => module.MemberCentre),
  agentCentre: () => import('../features/agent-centre/agent-centre.tsx').then((module) => module.AgentCentre),
  contractPrompt: () =>
    import('../features/agent-centre/contracts/contract-requests-prompt.tsx').then(
      (module) => module.ContractRequestsPrompt,
    ),
  popupNotice: () => import('../features/content/components/popup-notice.tsx').then((module) => module.PopupNotice),
};

const OVERLAY_NAMESPACES: Record<OverlayKey, readonly string[]> = {
  auth: ['auth', 'common', 'errors', 'validation'],
  memberCentre: [
    'centre',
    'auth',
    'common',
    'errors',
    'validation',
    'wallet',
    'messages',
    'missions',
    'promotions',
    'kyc',
  ],
  agentCentre: ['centre', 'agent', 'agentNet', 'contracts', 'common', 'errors'],
  contractPrompt: ['contracts', 'agentNet'],
  popupNotice: ['messages'],
};

const loads = new Map<OverlayKey, Promise<ComponentType>>();

/** Downloads an overlay (once) without showing it, e.g. when the pointer reaches the login button. */
export function preloadOverlay(key: OverlayKey): Promise<ComponentType> {
  let load = loads.get(key);
  if (!load) {
    load = Promise.all([OVERLAY_LOADERS[key](), loadNamespaces(OVERLAY_NAMESPACES[key])]).then(
      ([component]) => component,
    );
    // A failed download is tried again the next time the overlay is wanted.
    load.catch(() => loads.delete(key));
    loads.set(key, load);
  }
  return load;
}

const LAZY_OVERLAYS = Object.fromEntries(
  (Object.keys(OVERLAY_LOADERS) as OverlayKey[]).map((key) => [
    key,
    lazy(async () => ({ default: await preloadOverlay(key) })),
  ]),
) as Record<OverlayKey, LazyExoticComponent<ComponentType>>;

/** The modals the auth feature draws (spec section 4). */
const AUTH_MODAL_NAMES: readonly ModalName[] = [
  'login',
  'register',
  'forgotPassword',
  'changePassword',
  'download',
  'dialog',
  'gamePopup',
];

/** True from the first render where `value` is true on. */
function useOnceTrue(value: boolean): boolean {
  const [was, setWas] = useState(value);
  if (value && !was) setWas(true);
  return value || was;
}

function readSession(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Back from a payment gateway (`/?page=depositv2&orderNo=…`): the member centre opens on that deposit. */
function isDepositReturn(): boolean {
  const params = new URLSearchParams(window.location.search);
  return params.get('page') === 'depositv2' && Boolean(params.get('orderNo'));
}

/**
 * The after-login notice may be wanted once the login sequence has set its flag, which it does just
 * before closing its modals; the notice itself decides whether to show (once per browser session).
 */
const isAfterLoginFlagged = (): boolean => readSession(SESSION_KEYS.afterLoginModal) !== null;

function useAfterLoginFlag(): boolean {
  const [isSet, setSet] = useState(isAfterLoginFlagged);
  useEffect(
    () =>
      useModalStore.subscribe(() => {
        if (isAfterLoginFlagged()) setSet(true);
      }),
    [],
  );
  return isSet;
}

export function Overlays() {
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const isAgent = useSessionStore(isAgentSession);
  const isAuthModalOpen = useModalStore((state) => AUTH_MODAL_NAMES.some((name) => state.open[name]));
  // A password change still pending after a reload reopens the forced modal.
  const isPasswordChangePending = isLoggedIn && readSession(SESSION_KEYS.passwordChangePending) === '1';
  const isMemberCentreOpen = useModalStore((state) => state.open.memberCentre);
  const isAgentCentreOpen = useModalStore((state) => state.open.agentCentre);
  const [isReturningFromDeposit] = useState(isDepositReturn);
  const isAfterLogin = useAfterLoginFlag();

  const wanted: Record<OverlayKey, boolean> = {
    auth: useOnceTrue(isAuthModalOpen || isPasswordChangePending),
    memberCentre: useOnceTrue(isMemberCentreOpen || isReturningFromDeposit),
    agentCentre: useOnceTrue(isAgentCentreOpen),
    // Only agents hold contracts, so nobody else is prompted (or polled for the flags).
    contractPrompt: isAgent,
    popupNotice: useOnceTrue(isAfterLogin),
  };
  return (
    <>
      {(Object.keys(LAZY_OVERLAYS) as OverlayKey[]).map((key) => {
        if (!wanted[key]) return null;
        const Overlay = LAZY_OVERLAYS[key];
        // One boundary each: an overlay still loading keeps no other from showing.
        return (
          <Suspense key={key} fallback={null}>
            <Overlay />
          </Suspense>
        );
      })}
    </>
  );
}
