import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '../../../test/app-harness.tsx';
import { resetApp } from '../../../test/reset-stores.ts';
import { clearOpsSession, storeOpsSession } from '../ops-session.ts';
import { OpsKycQueue } from './kyc-queue.tsx';
import { MemberKyc } from './member-kyc.tsx';

const document = (documentId: number, overrides: Record<string, unknown> = {}) => ({
  documentId,
  memberId: 7,
  username: 'player01',
  kind: 'ID',
  status: 'PENDING',
  reason: null,
  createdAt: '2026-01-02T08:00:00Z',
  reviewedAt: null,
  tier: 0,
  reviewer: null,
  ...overrides,
});
const page = (list: unknown[]) => ({ list, pageNo: 1, pageSize: 20, totalCount: list.length, totalPages: 1 });

describe('ops KYC review', () => {
  beforeEach(() => resetApp());
  afterEach(() => {
    clearOpsSession();
    vi.unstubAllGlobals();
  });

  it('lists pending documents, shows the image on demand, and approves with a reason', async () => {
    storeOpsSession('op-token', { id: 3, username: 'risk', role: 'risk' });
    const api = mockApi({
      'GET /ops/api/kyc/documents': () => ({ value: { ...page([document(11)]), pendingTotal: 1 } }),
      'GET /ops/api/kyc/document/image': () => ({
        value: { documentId: 11, mime: 'image/png', size: 4, dataBase64: 'iVBORw0KGgo=' },
      }),
      'POST /ops/api/kyc/review': () => ({
        value: {
          document: document(11, { status: 'APPROVED', reason: 'Matches', reviewer: 'risk', tier: 1 }),
          tierBefore: 0,
          tierAfter: 1,
        },
      }),
    });
    const user = userEvent.setup();
    renderWithApp(<OpsKycQueue />, { path: '/ops/kyc' });
    expect(await screen.findByTestId('ops-kyc-pending')).toHaveTextContent('1 waiting for review');
    const row = screen.getByTestId('ops-kyc-row');
    expect(row).toHaveTextContent('player01');
    expect(row).toHaveTextContent('Identity document');
    expect(api.callsTo('GET', '/ops/api/kyc/document/image')).toHaveLength(0);
    await user.click(within(row).getByRole('button', { name: 'Show image' }));
    expect(await within(row).findByRole('img', { name: 'Verification document 11' })).toHaveAttribute(
      'src',
      'data:image/png;base64,iVBORw0KGgo=',
    );
    await user.click(within(row).getByRole('button', { name: 'Approve' }));
    expect(api.callsTo('POST', '/ops/api/kyc/review')).toHaveLength(0);
    await user.type(within(row).getByPlaceholderText('Why it is approved (internal)'), 'Matches the payee name');
    await user.click(within(row).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(api.callsTo('POST', '/ops/api/kyc/review')).toHaveLength(1));
    expect(api.callsTo('POST', '/ops/api/kyc/review')[0]!.body).toEqual({
      documentId: 11,
      decision: 'APPROVE',
      reason: 'Matches the payee name',
    });
    expect(await screen.findByTestId('ops-kyc-decided')).toHaveTextContent(
      'Identity document of player01: Approved. Tier 0 · Not verified → Tier 1 · Identity verified',
    );
  });

  it('shows the player 360 section read-only to a role that may not review', async () => {
    storeOpsSession('op-token', { id: 2, username: 'finance', role: 'finance' });
    mockApi({
      'GET /ops/api/kyc/member': () => ({
        value: {
          tier: 1,
          limits: { tier: 1, requires: ['ID'], perWithdrawal: '10000.00', perDay: '20000.00' },
          tiers: [],
          documents: [],
          history: [document(12, { kind: 'ADDRESS' }), document(11, { status: 'APPROVED', reviewer: 'risk', tier: 1 })],
        },
      }),
    });
    renderWithApp(<MemberKyc memberId={7} />, { path: '/ops/members/7' });
    expect(await screen.findByTestId('ops-member-kyc-tier')).toHaveTextContent(
      'Tier 1 · Identity verified · per withdrawal 10,000.00, per day 20,000.00',
    );
    const rows = screen.getAllByTestId('ops-kyc-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getByText('by risk')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show image' })).not.toBeInTheDocument();
  });
});
