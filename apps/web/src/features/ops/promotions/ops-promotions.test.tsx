import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '../../../test/app-harness.tsx';
import { resetApp } from '../../../test/reset-stores.ts';
import { clearOpsSession, storeOpsSession } from '../ops-session.ts';
import { OpsPromotions } from './ops-promotions.tsx';

const LANGUAGES = ['EN', 'CN', 'ID', 'TH', 'VI'] as const;

describe('ops promotions desk', () => {
  beforeEach(() => {
    resetApp();
    storeOpsSession('op-token', { id: 1, username: 'admin', role: 'admin' });
  });
  afterEach(() => {
    clearOpsSession();
    vi.unstubAllGlobals();
  });

  it('creates a raffle with its texts and a prize in every language, sending only the terms filled in', async () => {
    const api = mockApi({
      'GET /ops/api/promotions/applications': () => ({ value: { list: [], totalPages: 0, pageNo: 1, total: 0 } }),
      'GET /ops/api/promotions': () => ({ value: { list: [] } }),
      'POST /ops/api/promotions/create': () => ({ value: { id: 9 } }),
    });
    const user = userEvent.setup();
    renderWithApp(<OpsPromotions />, { path: '/ops' });
    await user.click(await screen.findByRole('tab', { name: 'Promotions' }));
    await user.click(await screen.findByTestId('ops-promotion-new'));
    const editor = screen.getByTestId('ops-promotion-editor');
    await user.selectOptions(within(editor).getByLabelText('Kind'), 'RAFFLE');
    await user.type(within(editor).getByLabelText('Minimum deposit'), '50');
    await user.click(within(editor).getByRole('button', { name: 'Add prize' }));
    await user.type(within(editor).getByLabelText('Amount'), '88');
    // Every language has its own tab; each keeps its texts while another is open.
    for (const language of LANGUAGES) {
      await user.click(within(editor).getByRole('tab', { name: language }));
      await user.type(within(editor).getByLabelText(`Title (${language})`), `Lucky raffle ${language}`);
      await user.type(within(editor).getByLabelText(`Summary (${language})`), `Deposit and win ${language}`);
      await user.type(within(editor).getByLabelText(new RegExp(`^Content \\(${language}\\)`)), 'One ticket.');
      await user.type(within(editor).getByLabelText(`Prize name (${language})`), `Gold ${language}`);
    }
    await user.click(within(editor).getByRole('tab', { name: 'EN' }));
    expect(within(editor).getByLabelText('Title (EN)')).toHaveValue('Lucky raffle EN');
    await user.click(within(editor).getByTestId('ops-promotion-save'));
    await waitFor(() => expect(screen.queryByTestId('ops-promotion-editor')).not.toBeInTheDocument());

    const body = api.callsTo('POST', '/ops/api/promotions/create')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      kind: 'RAFFLE',
      title: { EN: 'Lucky raffle EN', VI: 'Lucky raffle VI', CN: 'Lucky raffle CN' },
      summary: { EN: 'Deposit and win EN', TH: 'Deposit and win TH' },
      terms: { minDeposit: '50', prizes: [{ amount: '88', weight: 1, name: { EN: 'Gold EN', ID: 'Gold ID' } }] },
    });
    expect((body.terms as Record<string, unknown>).percent).toBeUndefined();
    expect(await screen.findByTestId('ops-promotions')).toBeInTheDocument();
  });
});
