import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '../../../test/app-harness.tsx';
import { logInAs, resetApp } from '../../../test/reset-stores.ts';
import { ReferralPage } from './referral-page.tsx';
import { RewardCenterPage } from './reward-center-page.tsx';

const LINK = 'https://lucky.example/register?referralCode=AB12CD34';
const info = (claimed: boolean) => ({
  code: 'AB12CD34',
  link: LINK,
  rules: [
    { kind: 'FIRST_DEPOSIT', threshold: '100.00', rewardAmount: '10.00', enabled: true },
    { kind: 'VALID_BET', threshold: '1000.00', rewardAmount: '20.00', enabled: true },
  ],
  totals: {
    invited: 2,
    deposited: 1,
    qualified: 1,
    earned: claimed ? '10.00' : '0.00',
    claimable: claimed ? '0.00' : '10.00',
    claimableCount: claimed ? 0 : 1,
  },
});
const friends = (claimed: boolean) => ({
  pageNo: 1,
  pageSize: 10,
  totalCount: 2,
  totalPages: 1,
  list: [
    {
      friendId: 7,
      username: 'fr****1',
      joinedAt: '2025-03-09T08:00:00.000Z',
      hasDeposited: true,
      isQualified: true,
      rewards: [
        {
          kind: 'FIRST_DEPOSIT',
          status: claimed ? 'CLAIMED' : 'CLAIMABLE',
          amount: '10.00',
          claimedAt: claimed ? '2025-03-10T08:00:00.000Z' : null,
        },
        { kind: 'VALID_BET', status: 'LOCKED', amount: '20.00', claimedAt: null },
      ],
    },
    {
      friendId: 8,
      username: 'ne***2',
      joinedAt: '2025-03-10T08:00:00.000Z',
      hasDeposited: false,
      isQualified: false,
      rewards: [],
    },
  ],
});

describe('invite friends page', () => {
  beforeEach(() => {
    resetApp();
    logInAs(0);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the code, link and QR, the rules and totals, and claims a friend reward in place', async () => {
    let claimed = false;
    const api = mockApi({
      'GET /wps/relay/MCSFE_referralInfo': () => ({ value: info(claimed) }),
      'GET /wps/relay/MCSFE_referralFriends': () => ({ value: friends(claimed) }),
      'POST /wps/relay/MCSFE_claimReferralReward': () => {
        claimed = true;
        return { value: { friendId: 7, kind: 'FIRST_DEPOSIT', amount: '10.00' } };
      },
    });
    renderWithApp(<ReferralPage />);
    expect(await screen.findByTestId('referral-code')).toHaveValue('AB12CD34');
    expect(screen.getByTestId('referral-link')).toHaveValue(LINK);
    const qr = within(screen.getByTestId('referral-qr')).getByRole('img');
    expect(qr).toHaveAttribute('width', '150');
    expect(screen.getByText('First deposit of 100.00 or more', { exact: false })).toBeInTheDocument();
    expect(screen.getByTestId('referral-total-invited')).toHaveTextContent('2');
    expect(screen.getByTestId('referral-total-claimable')).toHaveTextContent('10.00');

    const rows = await screen.findAllByTestId('referral-friend');
    expect(within(rows[0]!).getByText('fr****1')).toBeInTheDocument();
    expect(within(rows[1]!).getAllByText('No')).toHaveLength(2);
    await userEvent.setup().click(within(rows[0]!).getByTestId('referral-claim'));
    expect(api.callsTo('POST', '/wps/relay/MCSFE_claimReferralReward')[0]!.body).toEqual({
      friendId: 7,
      kind: 'FIRST_DEPOSIT',
    });
    expect(await screen.findByText('10.00 for your friend fr****1 has been added to your wallet.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('referral-claim')).toBeNull());
    expect(screen.getByTestId('referral-total-earned')).toHaveTextContent('10.00');
  });

  it('shows the empty list honestly', async () => {
    mockApi({
      'GET /wps/relay/MCSFE_referralInfo': () => ({
        value: { ...info(false), totals: { ...info(false).totals, invited: 0 } },
      }),
      'GET /wps/relay/MCSFE_referralFriends': () => ({
        value: { pageNo: 1, pageSize: 10, totalCount: 0, totalPages: 0, list: [] },
      }),
    });
    renderWithApp(<ReferralPage />);
    expect(await screen.findByText('You have not invited anyone yet')).toBeInTheDocument();
  });
});

describe('reward center page', () => {
  beforeEach(() => {
    resetApp();
    logInAs(0);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('gathers missions, friends and promotions ready to claim, with the total, and claims in place', async () => {
    let missionClaimed = false;
    const api = mockApi({
      'GET /wps/relay/MCS2_rewardCenter': () => ({
        value: {
          isReferralEnabled: true,
          totalAmount: missionClaimed ? '10.00' : '11.00',
          items: [
            ...(missionClaimed
              ? []
              : [
                  {
                    source: 'MISSION',
                    key: 'mission:1:2025-03-10',
                    title: 'Lucky Start',
                    amount: '1.00',
                    missionId: 1,
                    periodKey: '2025-03-10',
                    friendId: null,
                    friendName: null,
                    referralKind: null,
                    expiresAt: '2025-03-11T00:00:00.000Z',
                  },
                ]),
            {
              source: 'REFERRAL',
              key: 'referral:7:FIRST_DEPOSIT',
              title: 'fr****1',
              amount: '10.00',
              missionId: null,
              periodKey: null,
              friendId: 7,
              friendName: 'fr****1',
              referralKind: 'FIRST_DEPOSIT',
              expiresAt: null,
            },
          ],
        },
      }),
      'GET /wps/relay/MCS2_promotionList': () => ({ value: { list: [] } }),
      'GET /wps/relay/MCS2_vipProgress': () => ({ status: 403, code: 'function.not.available' }),
      'POST /wps/relay/MCS2_claimMission': () => {
        missionClaimed = true;
        return { value: { amount: '1.00', mission: {} } };
      },
    });
    renderWithApp(<RewardCenterPage />);
    const items = await screen.findAllByTestId('reward-item');
    expect(items.map((item) => item.getAttribute('data-source'))).toEqual(['MISSION', 'REFERRAL']);
    expect(within(items[1]!).getByText('First deposit reward for fr****1')).toBeInTheDocument();
    expect(screen.getByTestId('reward-total')).toHaveTextContent('11.00');
    await userEvent.setup().click(within(items[0]!).getByTestId('reward-claim'));
    expect(api.callsTo('POST', '/wps/relay/MCS2_claimMission')[0]!.body).toEqual({ missionId: 1 });
    await waitFor(() => expect(screen.getAllByTestId('reward-item')).toHaveLength(1));
    expect(screen.getByTestId('reward-total')).toHaveTextContent('10.00');
  });
});
