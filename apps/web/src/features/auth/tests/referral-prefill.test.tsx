import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useModalStore } from '../../../lib/modal-store.ts';
import { makeRegisterSettings, makeStatus, mockApi, renderWithApp } from '../../../test/app-harness.tsx';
import { resetApp } from '../../../test/reset-stores.ts';
import { AuthModals } from '../components/auth-modals.tsx';

const settings = makeRegisterSettings({
  referralCode: { shown: true, required: false, patternId: 15, minLength: 8, maxLength: 8 },
});

describe('register modal from an invitation link', () => {
  beforeEach(resetApp);
  afterEach(() => vi.unstubAllGlobals());

  it('fills the referral code from ?referralCode= (the link of invite friends)', async () => {
    mockApi({ 'GET /wps/system/setting/register': () => ({ value: settings }) });
    renderWithApp(<AuthModals />, {
      path: '/register?referralCode=AB12CD34',
      status: makeStatus({ register: settings }),
    });
    act(() => useModalStore.getState().show('register'));
    expect(await screen.findByLabelText('Referral code')).toHaveValue('AB12CD34');
  });
});
