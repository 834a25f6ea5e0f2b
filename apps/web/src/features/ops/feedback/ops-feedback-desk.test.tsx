import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/app-harness.tsx';
import { resetApp } from '../../../test/reset-stores.ts';
import { renderDesk } from '../tests/render-desk.tsx';
import { clearOpsSession, storeOpsSession } from '../ops-session.ts';

const empty = { list: [], pageNo: 1, pageSize: 20, totalCount: 0, totalPages: 0 };

describe('ops feedback desk', () => {
  beforeEach(() => {
    resetApp();
    storeOpsSession('ops-token', { id: 1, username: 'finance', role: 'finance' });
  });
  afterEach(() => {
    clearOpsSession();
    vi.unstubAllGlobals();
  });

  it('lists feedback and sends a reply that then shows in the row', async () => {
    const item = {
      id: 9,
      username: 'demo',
      category: 'GAME',
      content: 'The slot froze on spin.',
      imageCount: 0,
      status: 'NEW',
      reply: null as string | null,
      repliedAt: null,
      createdAt: '2025-01-01T10:00:00Z',
    };
    const api = mockApi({
      'GET /ops/api/deposits': () => ({ value: empty }),
      'GET /ops/api/feedback': () => ({ value: { ...empty, list: [item], totalCount: 1, totalPages: 1 } }),
      'POST /ops/api/feedback/reply': (call) => {
        Object.assign(item, { status: 'REPLIED', reply: (call.body as { reply: string }).reply });
        return { value: item };
      },
    });
    const user = userEvent.setup();
    renderDesk();
    await user.click(await screen.findByRole('link', { name: 'Feedback' }));
    const table = await screen.findByTestId('ops-feedback');
    expect(within(table).getByText('The slot froze on spin.')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Reply' }));
    await user.type(within(table).getByLabelText('Reply to the member'), 'Fixed, thank you!');
    await user.click(within(table).getByRole('button', { name: 'Reply' }));
    expect(await screen.findByText("Reply sent to the member's inbox.")).toBeInTheDocument();
    expect(await within(screen.getByTestId('ops-feedback')).findByText('Fixed, thank you!')).toBeInTheDocument();
    expect(api.callsTo('POST', '/ops/api/feedback/reply')[0]!.body).toEqual({ id: 9, reply: 'Fixed, thank you!' });
  });
});
