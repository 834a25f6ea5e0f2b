import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/app-harness.tsx';
import { resetApp } from '../../../test/reset-stores.ts';
import { ResolveAction } from './resolve-action.tsx';

describe('resolving a disputed withdrawal', () => {
  beforeEach(() => resetApp());

  it('starts from the suggested refund and sends it with a reason, both trimmed', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<ResolveAction suggested="40.00" busy={false} onSubmit={onSubmit} />, { path: '/ops' });
    await user.click(screen.getByRole('button', { name: 'Resolve' }));
    const refund = screen.getByLabelText('Refund amount');
    expect(refund).toHaveValue('40.00');
    const resolve = screen.getByRole('button', { name: 'Resolve' });
    expect(resolve).toBeDisabled();
    await user.type(screen.getByLabelText('Reason'), ' Bank returned half ');
    await user.clear(refund);
    await user.type(refund, '20.5');
    await user.click(resolve);
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ refundAmount: '20.5', reason: 'Bank returned half' });
  });
});
