import { create } from 'zustand';

/** Every modal and overlay of the site is opened by name through this store (spec section 4). */
export type ModalName =
  | 'login'
  | 'register'
  | 'forgotPassword'
  | 'changePassword'
  | 'download'
  | 'dialog'
  | 'gamePopup'
  | 'memberCentre'
  | 'agentCentre';

export const MODAL_NAMES: readonly ModalName[] = [
  'login',
  'register',
  'forgotPassword',
  'changePassword',
  'download',
  'dialog',
  'gamePopup',
  'memberCentre',
  'agentCentre',
];

type ModalState = {
  open: Record<ModalName, boolean>;
  props: Partial<Record<ModalName, unknown>>;
  show: (name: ModalName, props?: unknown) => void;
  hide: (name: ModalName) => void;
  toggle: (name: ModalName) => void;
  hideAll: () => void;
};

const allClosed = (): Record<ModalName, boolean> =>
  Object.fromEntries(MODAL_NAMES.map((name) => [name, false])) as Record<ModalName, boolean>;

export const useModalStore = create<ModalState>()((set) => ({
  open: allClosed(),
  props: {},
  show: (name, props) =>
    set((state) => ({ open: { ...state.open, [name]: true }, props: { ...state.props, [name]: props } })),
  // Props go with the modal: nothing (a remembered old password, say) outlives it.
  hide: (name) =>
    set((state) => {
      const props = { ...state.props };
      delete props[name];
      return { open: { ...state.open, [name]: false }, props };
    }),
  toggle: (name) => set((state) => ({ open: { ...state.open, [name]: !state.open[name] } })),
  hideAll: () => set({ open: allClosed(), props: {} }),
}));

/** Props read by the centres: which page their right-hand pane shows. */
export type CentreProps = { page: string };

export const DEFAULT_MEMBER_CENTRE_PAGE = 'securityCenter';
export const DEFAULT_AGENT_CENTRE_PAGE = 'agentTeamOverview';

/** Opens the member centre; the centre itself checks the account (login popup or trial warning otherwise). */
export function openMemberCentre(page: string = DEFAULT_MEMBER_CENTRE_PAGE): void {
  useModalStore.getState().show('memberCentre', { page } satisfies CentreProps);
}

/** Opens the agent centre; the centre itself refuses non-agent accounts. */
export function openAgentCentre(page: string = DEFAULT_AGENT_CENTRE_PAGE): void {
  useModalStore.getState().show('agentCentre', { page } satisfies CentreProps);
}

export type DialogProps = {
  title?: string;
  message: string;
  confirmText?: string;
  /** Without it the dialog has a single (confirm) button. */
  cancelText?: string;
  onConfirm?: () => void;
  onCancel?: () => void;
  /** Defaults to 400 px (spec section 9). */
  width?: number;
};

/** The generic dialog: Enter confirms, Escape and the background cancel. */
export function showDialog(props: DialogProps): void {
  useModalStore.getState().show('dialog', props);
}

/** Typed read of a modal's props. */
export function useModalProps<T>(name: ModalName): T | undefined {
  return useModalStore((state) => state.props[name]) as T | undefined;
}
