import { KYC_TIERS } from '@lucky/contracts/member/kyc';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '../../../test/app-harness.tsx';
import { logInAs, resetApp } from '../../../test/reset-stores.ts';
import { localizeMessage } from '../utils/message-text.ts';
import { createTestI18n } from '../../../test/app-harness.tsx';
import { VerificationPage } from '../pages/verification-page.tsx';

const tiers = KYC_TIERS.map((tier) => ({ ...tier, requires: [...tier.requires] }));
const rejectedId = {
  documentId: 5,
  kind: 'ID',
  status: 'REJECTED',
  reason: 'The photo is too blurry to read',
  createdAt: '2026-01-02T08:00:00Z',
  reviewedAt: '2026-01-02T09:00:00Z',
};
const pendingAddress = {
  ...rejectedId,
  documentId: 6,
  kind: 'ADDRESS',
  status: 'PENDING',
  reason: null,
  reviewedAt: null,
};

describe('member verification page', () => {
  beforeEach(() => {
    resetApp();
    logInAs(0);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the tier, its limits, each document’s state with a rejection’s reason, and uploads a new image', async () => {
    const api = mockApi({
      'GET /wps/kyc/state': () => ({
        value: { tier: 0, limits: tiers[0], tiers, documents: [rejectedId, pendingAddress] },
      }),
    });
    const uploads: { url: string; body: FormData }[] = [];
    const jsonFetch = api.fetchMock;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).startsWith('/wps/kyc/documents')) {
        uploads.push({ url: String(input), body: init?.body as FormData });
        return new Response(
          JSON.stringify({ success: true, value: { ...rejectedId, documentId: 7, status: 'PENDING' } }),
        );
      }
      return jsonFetch(input, init);
    });
    const user = userEvent.setup({ applyAccept: false });
    renderWithApp(<VerificationPage />);
    expect(await screen.findByTestId('kyc-tier')).toHaveTextContent('Tier 0 · Not verified');
    expect(screen.getByTestId('kyc-limit-withdrawal')).toHaveTextContent('10,000.00');
    expect(screen.getByTestId('kyc-limit-day')).toHaveTextContent('10,000.00');
    expect(screen.getByRole('row', { name: /Tier 2/ })).toHaveTextContent(
      'Identity document + Proof of address + Selfie',
    );

    const id = screen.getByTestId('kyc-document-ID');
    expect(within(id).getByText('Rejected')).toBeInTheDocument();
    expect(within(id).getByRole('note')).toHaveTextContent('Rejected: The photo is too blurry to read.');
    const address = screen.getByTestId('kyc-document-ADDRESS');
    expect(within(address).getByText('In review')).toBeInTheDocument();
    // A document in review cannot be sent again; one not sent yet can.
    expect(within(address).queryByRole('button', { name: 'Send for review' })).not.toBeInTheDocument();
    expect(within(screen.getByTestId('kyc-document-SELFIE')).getByText('Not sent')).toBeInTheDocument();

    const picker = within(id).getByLabelText('Photo (png or jpg)');
    await user.upload(picker, new File(['GIF89a'], 'id.gif', { type: 'image/gif' }));
    expect(within(id).getByRole('alert')).toHaveTextContent('Images must be png or jpg');
    await user.upload(picker, new File(['\x89PNG'], 'id.png', { type: 'image/png' }));
    await user.click(within(id).getByRole('button', { name: 'Send for review' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]!.url).toBe('/wps/kyc/documents?kind=ID');
    expect((uploads[0]!.body.get('file') as File).name).toBe('id.png');
    await waitFor(() => expect(api.callsTo('GET', '/wps/kyc/state')).toHaveLength(2));
  });

  it('shows no extra limit at tier 2', async () => {
    mockApi({ 'GET /wps/kyc/state': () => ({ value: { tier: 2, limits: tiers[2], tiers, documents: [] } }) });
    renderWithApp(<VerificationPage />);
    expect(await screen.findByTestId('kyc-tier')).toHaveTextContent('Tier 2 · Fully verified');
    expect(screen.getByTestId('kyc-limit-withdrawal')).toHaveTextContent('No extra limit');
  });

  it('words the review’s inbox message with the document’s name', () => {
    const i18n = createTestI18n();
    const text = localizeMessage(
      i18n.getFixedT('EN', 'messages'),
      {
        kind: 'KYC_REJECTED',
        title: 'x',
        body: 'x',
        params: { site: 'Lucky Star', currency: 'USD', document: 'ADDRESS', reason: 'Too old' },
      } as never,
      'EN',
    );
    expect(text.body).toBe('Your proof of address at Lucky Star was rejected: Too old. Please upload a new one.');
  });
});
