import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUnreadCount } from '../../../lib/data/use-member-data.ts';
import { mockApi, renderWithApp, type ApiCall } from '../../../test/app-harness.tsx';
import { logInAs, resetApp } from '../../../test/reset-stores.ts';
import { MessagePage } from '../pages/message-page.tsx';

type Message = {
  id: number;
  kind: string;
  title: string;
  body: string;
  params: Record<string, string> | null;
  readAt: string | null;
  createdAt: string;
};

const MESSAGES: Message[] = [
  {
    id: 3,
    kind: 'DEPOSIT_SUCCESS',
    title: 'Deposit received',
    body: 'stored english',
    params: { site: 'Lucky Star', currency: 'USD', amount: '5200.00', orderNo: 'D100' },
    readAt: null,
    createdAt: '2025-03-02T10:00:00Z',
  },
  {
    id: 2,
    kind: 'OPERATOR',
    title: 'Your VIP manager',
    body: 'Hello from Anna.',
    params: null,
    readAt: null,
    createdAt: '2025-03-01T10:00:00Z',
  },
  {
    id: 1,
    kind: 'WITHDRAWAL_REJECTED',
    title: 'Withdrawal rejected',
    body: 'Stored text kept when a value is missing',
    params: { site: 'Lucky Star', currency: 'USD', amount: '5.00', orderNo: 'W1' },
    readAt: '2025-02-01T00:00:00Z',
    createdAt: '2025-02-01T00:00:00Z',
  },
];

/** A tiny in-memory inbox behind the mocked API, so reads change what the next calls answer. */
function mockInbox() {
  const inbox = MESSAGES.map((message) => ({ ...message }));
  const unread = () => inbox.filter((message) => message.readAt === null).length;
  return mockApi({
    'GET /wps/relay/CSP_messageList': ({ query }: ApiCall) => {
      const list = query.get('filter') === 'unread' ? inbox.filter((message) => message.readAt === null) : inbox;
      return {
        value: { list, pageNo: 1, pageSize: 10, totalCount: list.length, totalPages: 1, unreadCount: unread() },
      };
    },
    'GET /wps/relay/CSP_unreadCount': () => ({ value: { count: unread() } }),
    'POST /wps/relay/CSP_markRead': ({ body }: ApiCall) => {
      const wanted = body as { ids?: number[]; all?: true };
      let updated = 0;
      for (const message of inbox) {
        if (message.readAt === null && (wanted.all || wanted.ids?.includes(message.id))) {
          message.readAt = '2025-03-03T00:00:00Z';
          updated += 1;
        }
      }
      return { value: { updated, unreadCount: unread() } };
    },
    'GET /wps/system/notices': () => ({ value: { player: [], popup: [], promotion: [], banners: [] } }),
  });
}

function BadgeProbe() {
  const { data } = useUnreadCount(true);
  return <output data-testid="unread-badge">{data?.count ?? '-'}</output>;
}

describe('platform information (messageV2)', () => {
  beforeEach(() => {
    resetApp();
    logInAs(0);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists messages with unread dots, translated by kind, falling back to the stored text', async () => {
    mockInbox();
    renderWithApp(
      <>
        <MessagePage />
        <BadgeProbe />
      </>,
    );
    const rows = await screen.findAllByTestId('message-row');
    expect(rows).toHaveLength(3);
    expect(
      within(rows[0]!).getByText(
        'Your deposit of 5,200.00 USD (order D100) at Lucky Star was credited to your wallet.',
      ),
    ).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Hello from Anna.')).toBeInTheDocument();
    // WITHDRAWAL_REJECTED needs a reason the params lack: the stored text is shown instead.
    expect(within(rows[2]!).getByText('Stored text kept when a value is missing')).toBeInTheDocument();
    expect(screen.getAllByTestId('message-unread-dot')).toHaveLength(2);
    expect(await screen.findByTestId('unread-badge')).toHaveTextContent('2');
  });

  it('opening a message marks it read and the header count query drops', async () => {
    const api = mockInbox();
    renderWithApp(
      <>
        <MessagePage />
        <BadgeProbe />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('unread-badge')).toHaveTextContent('2'));
    const countCalls = api.callsTo('GET', '/wps/relay/CSP_unreadCount').length;

    await userEvent.setup().click((await screen.findAllByTestId('message-row'))[0]!);
    expect(await screen.findByTestId('message-reader')).toHaveTextContent(
      'Your deposit of 5,200.00 USD (order D100) at Lucky Star was credited to your wallet.',
    );
    expect(api.callsTo('POST', '/wps/relay/CSP_markRead').map((call) => call.body)).toEqual([{ ids: [3] }]);
    await waitFor(() => expect(screen.getByTestId('unread-badge')).toHaveTextContent('1'));
    await waitFor(() => expect(api.callsTo('GET', '/wps/relay/CSP_unreadCount').length).toBeGreaterThan(countCalls));

    await userEvent.setup().click(screen.getByRole('button', { name: 'Back to messages' }));
    await waitFor(() => expect(screen.getAllByTestId('message-unread-dot')).toHaveLength(1));
    // A read message opens without another mark-read call.
    await userEvent.setup().click(screen.getAllByTestId('message-row')[2]!);
    expect(api.callsTo('POST', '/wps/relay/CSP_markRead')).toHaveLength(1);
  });

  it('marks all read at once and then disables the button', async () => {
    const api = mockInbox();
    renderWithApp(
      <>
        <MessagePage />
        <BadgeProbe />
      </>,
    );
    const button = await screen.findByTestId('mark-all-read');
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.setup().click(button);
    expect(api.callsTo('POST', '/wps/relay/CSP_markRead').map((call) => call.body)).toEqual([{ all: true }]);
    await waitFor(() => expect(screen.getByTestId('unread-badge')).toHaveTextContent('0'));
    await waitFor(() => expect(screen.queryAllByTestId('message-unread-dot')).toHaveLength(0));
    expect(screen.getByTestId('mark-all-read')).toBeDisabled();
  });
});
