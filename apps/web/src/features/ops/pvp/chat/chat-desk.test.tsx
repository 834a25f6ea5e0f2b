import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/app-harness.tsx';
import { resetApp } from '../../../../test/reset-stores.ts';
import { clearOpsSession, storeOpsSession } from '../../ops-session.ts';
import { OpsPvp } from '../ops-pvp.tsx';
import { fakePvpDesk } from '../pvp-test-fixtures.ts';

/** The chat desk against a fake server that keeps what it is sent. */
function fakeChatDesk() {
  const desk = {
    freeText: false,
    words: ['idiot'],
    updatedAt: '2026-11-25T08:00:00.000Z',
    mutes: [] as Record<string, unknown>[],
    freeChatTables: [] as { tableId: number; name: string }[],
  };
  const body = (call: { body: unknown }) => call.body as Record<string, unknown>;
  return fakePvpDesk({
    'GET /ops/api/pvp/chat': () => ({ value: desk }),
    'PUT /ops/api/pvp/chat': (call) => {
      Object.assign(desk, { freeText: body(call).freeText, words: body(call).words, updatedAt: 'changed' });
      return { value: desk };
    },
    'POST /ops/api/pvp/chat/table': (call) => {
      desk.freeChatTables = body(call).freeChat ? [{ tableId: body(call).tableId as number, name: 'NL100' }] : [];
      return { value: desk };
    },
    'POST /ops/api/pvp/chat/mute': (call) => {
      const { member, muted, reason } = body(call);
      desk.mutes = muted
        ? [{ memberId: 9, username: member, nickname: null, until: null, reason, createdAt: desk.updatedAt }]
        : [];
      return { value: desk };
    },
  });
}

describe('card rooms desk: chat', () => {
  beforeEach(() => {
    resetApp();
    clearOpsSession();
    storeOpsSession('op-token', { id: 1, username: 'admin', role: 'admin' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('switches free text on with a word list, per table, and mutes and lifts a player, each with the reason', async () => {
    const api = fakeChatDesk();
    const user = userEvent.setup();
    renderWithApp(<OpsPvp />, { path: '/ops' });
    await user.click(await screen.findByRole('tab', { name: 'Chat' }));
    const chat = await screen.findByTestId('ops-pvp-chat');
    const save = await within(chat).findByRole('button', { name: 'Save chat settings' });
    expect(save).toBeDisabled();

    await user.type(within(chat).getByLabelText('Reason'), 'Evening policy');
    await user.click(within(chat).getByRole('checkbox', { name: /Allow free text/ }));
    const words = within(chat).getByRole('textbox', { name: /Word filter/ });
    await user.type(words, '\nngu, cheat');
    await user.click(save);
    expect(await within(chat).findByText(/Saved\./)).toBeTruthy();
    expect(api.callsTo('PUT', '/ops/api/pvp/chat')[0]!.body).toEqual({
      freeText: true,
      words: ['idiot', 'ngu', 'cheat'],
      reason: 'Evening policy',
    });

    await user.click(await within(chat).findByRole('checkbox', { name: /#1/ }));
    expect(api.callsTo('POST', '/ops/api/pvp/chat/table')[0]!.body).toEqual({
      tableId: 1,
      freeChat: true,
      reason: 'Evening policy',
    });

    await user.type(within(chat).getByRole('textbox', { name: 'Account name' }), 'player01');
    await user.click(within(chat).getByRole('button', { name: 'Mute' }));
    expect(await within(chat).findByText('player01')).toBeTruthy();
    expect(api.callsTo('POST', '/ops/api/pvp/chat/mute')[0]!.body).toEqual({
      member: 'player01',
      muted: true,
      reason: 'Evening policy',
    });
    await user.click(within(chat).getByRole('button', { name: 'Lift' }));
    expect(await within(chat).findByText('Nobody is muted.')).toBeTruthy();
  });
});
