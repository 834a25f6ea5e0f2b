import { act, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useModalStore, type DialogProps } from '../../../lib/modal-store.ts';
import { createTestI18n, renderWithApp } from '../../../test/app-harness.tsx';
import { logInAs, resetApp } from '../../../test/reset-stores.ts';
import { AuthModals } from '../components/auth-modals.tsx';
import { useActionGate } from '../hooks/use-action-gate.ts';

const i18n = createTestI18n();
const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;

describe('action gate', () => {
  beforeEach(resetApp);

  it('opens the login modal when there is no token, without running the action', () => {
    const action = vi.fn();
    const { result } = renderHook(() => useActionGate(), { wrapper });
    act(() => result.current(action));
    expect(action).not.toHaveBeenCalled();
    expect(useModalStore.getState().open.login).toBe(true);
  });

  it('warns a trial account (type 4) and blocks the action', () => {
    logInAs(4);
    const action = vi.fn();
    renderWithApp(<AuthModals />);
    const { result } = renderHook(() => useActionGate(), { wrapper });
    act(() => result.current(action));
    expect(action).not.toHaveBeenCalled();
    expect(useModalStore.getState().open.login).toBe(false);
    const props = useModalStore.getState().props.dialog as DialogProps;
    expect(props.message).toBe('Please register a real account to use this function');
    expect(screen.getByTestId('dialog')).toHaveTextContent('Please register a real account to use this function');
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
  });

  it('runs the action for a member', () => {
    logInAs(0);
    const action = vi.fn();
    const { result } = renderHook(() => useActionGate(), { wrapper });
    act(() => result.current(action));
    expect(action).toHaveBeenCalledOnce();
    expect(useModalStore.getState().open.login).toBe(false);
    expect(useModalStore.getState().open.dialog).toBe(false);
  });
});
