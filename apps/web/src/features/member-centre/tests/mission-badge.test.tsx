import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openMemberCentre } from '../../../lib/modal-store.ts';
import { memberInfoValue, mockApi, renderWithApp } from '../../../test/app-harness.tsx';
import { logInAs, resetApp } from '../../../test/reset-stores.ts';
import { MemberCentre } from '../member-centre.tsx';

describe('member centre mission badge', () => {
  beforeEach(() => resetApp());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the MISSION count of the available promotion counts beside mission activity', async () => {
    mockApi({
      'GET /wps/member/info': () => ({ value: memberInfoValue() }),
      'GET /wps/relay/MCS2_availablePromotionCounts': () => ({ value: [{ type: 'MISSION', count: 2 }] }),
    });
    logInAs(0);
    renderWithApp(<MemberCentre />);
    act(() => openMemberCentre());
    expect(await screen.findByTestId('badge-missionLeaderboard')).toHaveTextContent('2');
  });

  it('shows no badge when nothing can be claimed', async () => {
    const api = mockApi({
      'GET /wps/member/info': () => ({ value: memberInfoValue() }),
      'GET /wps/relay/MCS2_availablePromotionCounts': () => ({ value: [{ type: 'MISSION', count: 0 }] }),
    });
    logInAs(0);
    renderWithApp(<MemberCentre />);
    act(() => openMemberCentre());
    await vi.waitFor(() => expect(api.callsTo('GET', '/wps/relay/MCS2_availablePromotionCounts')).toHaveLength(1));
    expect(screen.queryByTestId('badge-missionLeaderboard')).toBeNull();
  });
});
