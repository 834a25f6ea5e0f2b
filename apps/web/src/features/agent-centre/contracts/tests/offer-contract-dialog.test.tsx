import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '../../../../test/app-harness.tsx';
import { logInAs, resetApp } from '../../../../test/reset-stores.ts';
import { useModalStore, type DialogProps } from '../../../../lib/modal-store.ts';
import { OfferContractDialog } from '../components/offer-contract-dialog.tsx';
import { contract, dailyTerms, dividendTerms } from './fixtures.ts';

const HELD = 'GET /wps/agent/contracts/held';
const OFFER = 'POST /wps/agent/contracts/offer';
const held = () => ({
  value: {
    list: [
      contract({ kind: 'DAILY_WAGE', terms: dailyTerms }),
      contract({ kind: 'DIVIDEND', terms: dividendTerms }),
      contract({ kind: 'HOURLY', status: 'TERMINATED' }),
    ],
  },
});

describe('offer contract dialog', () => {
  beforeEach(() => {
    resetApp();
    logInAs(1);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('offers only the kinds held live and edits the tiers', async () => {
    const api = mockApi({
      [HELD]: held,
      [OFFER]: (call) => ({
        value: contract({
          status: 'OFFERED',
          payeeUsername: 'sub01',
          terms: (call.body as { terms: typeof dailyTerms }).terms,
        }),
      }),
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<OfferContractDialog downline={{ memberId: 7, username: 'sub01' }} onClose={onClose} />);
    await screen.findByRole('button', { name: 'Send offer' });
    const dialog = screen.getByTestId('offer-dialog');
    expect(within(dialog).getByText('Offer a contract to sub01')).toBeInTheDocument();
    // Hourly salary ended: it is not offered.
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.textContent),
    ).toEqual(['Daily wage', 'Dividend']);
    expect(within(dialog).getByRole('radio', { name: 'Daily wage' })).toHaveAttribute('aria-checked', 'true');

    // Starts from the own tiers; add a third, then remove it again and lower the second.
    expect(screen.getByLabelText('Min. team bet of the day 1')).toHaveValue('100.00');
    await user.click(screen.getByRole('button', { name: 'Add tier' }));
    expect(screen.getByLabelText('Min. team bet of the day 3')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Remove tier 3' }));
    expect(screen.queryByLabelText('Min. team bet of the day 3')).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Rate (%) 2'));
    await user.type(screen.getByLabelText('Rate (%) 2'), '1.5');
    await user.click(screen.getByRole('button', { name: 'Send offer' }));

    await waitFor(() => expect(api.callsTo('POST', '/wps/agent/contracts/offer')).toHaveLength(1));
    expect(api.callsTo('POST', '/wps/agent/contracts/offer')[0]!.body).toEqual({
      username: 'sub01',
      confirm: false,
      terms: {
        kind: 'DAILY_WAGE',
        tiers: [
          { minBet: '100.00', rateBp: 100 },
          { minBet: '1000.00', rateBp: 150 },
        ],
      },
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect((useModalStore.getState().props.dialog as DialogProps).message).toBe(
      'Your Daily wage offer to sub01 waits for their answer.',
    );
  });

  it('shows what is wrong and sends nothing', async () => {
    const api = mockApi({ [HELD]: held });
    const user = userEvent.setup();
    renderWithApp(<OfferContractDialog downline={{ memberId: 7, username: 'sub01' }} onClose={() => undefined} />);
    await screen.findByRole('button', { name: 'Send offer' });
    await user.clear(screen.getByLabelText('Rate (%) 1'));
    await user.type(screen.getByLabelText('Rate (%) 1'), '3');
    await user.clear(screen.getByLabelText('Min. team bet of the day 2'));
    await user.type(screen.getByLabelText('Min. team bet of the day 2'), '50');
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    const problems = screen.getByTestId('offer-problems');
    expect(problems).toHaveTextContent('Tier 2 must have higher thresholds than tier 1');
    expect(problems).toHaveTextContent('The rate of tier 2 may not be below the rate of tier 1');

    await user.clear(screen.getByLabelText('Min. team bet of the day 2'));
    await user.type(screen.getByLabelText('Min. team bet of the day 2'), '1000');
    await user.clear(screen.getByLabelText('Rate (%) 2'));
    await user.type(screen.getByLabelText('Rate (%) 2'), '3');
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(screen.getByTestId('offer-problems')).toHaveTextContent(
      'Tier 1: the rate may not exceed your own rate at that level (1%)',
    );
    expect(screen.getByTestId('offer-problems')).toHaveTextContent(
      'Tier 2: the rate may not exceed your own rate at that level (2%)',
    );

    // Dividend: its own fields and period.
    await user.click(screen.getByRole('radio', { name: 'Dividend' }));
    expect(screen.getByLabelText('Min. active members 2')).toHaveValue('5');
    await user.selectOptions(screen.getByLabelText('Period'), 'MONTHLY');
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(screen.getByTestId('offer-problems')).toHaveTextContent(
      "The period must be the same as your own contract's",
    );
    expect(api.callsTo('POST', '/wps/agent/contracts/offer')).toHaveLength(0);
  });

  it('answers the lower-rate warning: lists the contracts, Proceed re-sends with confirm, Cancel sends nothing', async () => {
    const api = mockApi({
      [HELD]: held,
      [OFFER]: (call) =>
        (call.body as { confirm: boolean }).confirm
          ? { value: contract({ status: 'OFFERED', payeeUsername: 'sub01' }) }
          : {
              status: 409,
              code: 'contract.lower.rate',
              message: 'lower',
              value: { affected: [{ contractId: 41, kind: 'DAILY_WAGE', payeeUsername: 'sub01' }] },
            },
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<OfferContractDialog downline={{ memberId: 7, username: 'sub01' }} onClose={onClose} />);
    await screen.findByRole('button', { name: 'Send offer' });
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    const warning = await screen.findByTestId('lower-rate-warning');
    expect(warning).toHaveTextContent('#41 Daily wage of sub01');
    // The downline's contract ends when the new offer is accepted, not now; and there is one Cancel.
    expect(warning).toHaveTextContent('These contracts stay live until sub01 accepts the new offer');
    expect(screen.getAllByRole('button', { name: 'Cancel' })).toHaveLength(1);
    await user.click(within(warning).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('lower-rate-warning')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    await user.click(within(await screen.findByTestId('lower-rate-warning')).getByRole('button', { name: 'Proceed' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const calls = api.callsTo('POST', '/wps/agent/contracts/offer');
    expect(calls.map((call) => (call.body as { confirm: boolean }).confirm)).toEqual([false, false, true]);
  });

  it('says so when the agent holds nothing to offer, and shows server refusals', async () => {
    mockApi({ [HELD]: () => ({ value: { list: [] } }) });
    renderWithApp(<OfferContractDialog downline={{ memberId: 7, username: 'sub01' }} onClose={() => undefined} />);
    expect(await screen.findByText('You hold no contract yourself, so you cannot offer one.')).toBeInTheDocument();
  });

  it('shows the server refusal of a downline that is not an agent', async () => {
    mockApi({ [HELD]: held, [OFFER]: () => ({ status: 400, code: 'contract.payee.not.agent', message: 'x' }) });
    const user = userEvent.setup();
    renderWithApp(<OfferContractDialog downline={{ memberId: 7, username: 'player01' }} onClose={() => undefined} />);
    await screen.findByRole('button', { name: 'Send offer' });
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(await screen.findByText('Contracts can only be offered to agent accounts')).toBeInTheDocument();
  });
});
