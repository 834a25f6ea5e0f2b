import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showDialog, useModalStore } from '../../../lib/modal-store.ts';
import { mockApi, renderWithApp } from '../../../test/app-harness.tsx';
import { logInAs, resetApp } from '../../../test/reset-stores.ts';
import { AuthModals } from '../components/auth-modals.tsx';

describe('modal rules', () => {
  beforeEach(() => {
    resetApp();
    mockApi({});
  });

  it('closes on Escape and on a background click when clickToClose is on', () => {
    renderWithApp(<AuthModals />);
    act(() => useModalStore.getState().show('login'));
    expect(screen.getByTestId('login-modal')).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByTestId('login-modal')).not.toBeInTheDocument();

    act(() => useModalStore.getState().show('forgotPassword'));
    // A press inside the panel does not close it; one on the background does.
    fireEvent.mouseDown(screen.getByTestId('forgot-modal'));
    expect(screen.getByTestId('forgot-modal')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByTestId('forgot-modal-backdrop'));
    expect(useModalStore.getState().open.forgotPassword).toBe(false);
  });

  it('ignores Escape and the background when clickToClose is off (forced password change)', () => {
    logInAs(0);
    renderWithApp(<AuthModals />);
    act(() =>
      useModalStore.getState().show('changePassword', { forced: true, userName: 'player01', oldPassword: 'x' }),
    );
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.mouseDown(screen.getByTestId('change-password-modal-backdrop'));
    expect(screen.getByTestId('change-password-modal')).toBeInTheDocument();
  });

  it('Escape closes only the top modal: a dialog over the login modal', () => {
    renderWithApp(<AuthModals />);
    act(() => useModalStore.getState().show('login'));
    act(() => showDialog({ message: 'Hello' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(useModalStore.getState().open.dialog).toBe(false);
    expect(useModalStore.getState().open.login).toBe(true);
  });

  it('Enter presses the dialog default (confirm) button; Escape cancels', () => {
    renderWithApp(<AuthModals />);
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    act(() => showDialog({ message: 'Log out?', confirmText: 'Yes', cancelText: 'No', onConfirm, onCancel }));
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Yes' }), { key: 'Enter' });
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.queryByTestId('dialog')).not.toBeInTheDocument();

    act(() => showDialog({ message: 'Again?', cancelText: 'No', onConfirm, onCancel }));
    expect(screen.getByTestId('dialog').style.width).toBe('400px');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('keeps focus inside the open modal', () => {
    renderWithApp(<AuthModals />);
    act(() => useModalStore.getState().show('login'));
    const modal = screen.getByTestId('login-modal');
    const focusables = modal.querySelectorAll<HTMLElement>('button:not([disabled]), input:not([disabled])');
    const last = focusables[focusables.length - 1];
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(focusables[0]);
    fireEvent.keyDown(focusables[0], { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });
});
