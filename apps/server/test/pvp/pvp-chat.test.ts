import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROW_REFRESH_MS } from '../../src/modules/pvp/table-hand-end.ts';
import { expectLedgerSound } from '../ledger-helpers.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from '../test-app.ts';
import { authedClient, roomsFor, TEST_LIMITS, type TableClient } from './pvp-kit.ts';

/** These tests send more lines than a player may in ten seconds (pvp-socket.test.ts checks that limit). */
const CHATTY = { ...TEST_LIMITS, chatPerWindow: 1000 };

const REASON = 'Chat policy for the evening';

describe.each(TEST_DATABASES)('the card tables chat on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let tableId: number;
  let speaker: TableClient;
  let listener: TableClient;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.opsLogin('admin', 'admin1234');
    tableId = (await roomsFor(t)).find((room) => room.game === 'HOLDEM')!.roomId;
    speaker = await authedClient(t, await t.login('player01', 'player1234'), undefined, CHATTY);
    listener = await authedClient(t, await t.login('player02', 'player1234'), undefined, CHATTY);
    for (const client of [speaker, listener]) await client.snapshot(tableId);
  });
  afterAll(async () => {
    await expectLedgerSound(t.ctx.database.db);
    await t.close();
  });

  const desk = async (name: 'opsPvpChatUpdate' | 'opsPvpChatTable' | 'opsPvpChatMute', body: object) => {
    const response = await t.call(name, { token: admin, body: { reason: REASON, ...body } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value;
  };
  const say = (client: TableClient, text: string) =>
    client.send({ type: 'chat', tableId, message: { kind: 'text', text } });
  /** Lets the table read its row and the chat settings again (it does every ROW_REFRESH_MS while no hand runs). */
  const refresh = async () => {
    t.clock.advance(ROW_REFRESH_MS + 1);
    await t.ctx.pvp.tick();
  };

  it('refuses free text until the operator switches it on site-wide and at the table', async () => {
    expect((await speaker.snapshot(tableId)).freeChat).toBe(false);
    say(speaker, 'hello there');
    expect((await speaker.waitFor('error')).code).toBe('pvp.chat.off');

    await desk('opsPvpChatTable', { tableId, freeChat: true });
    say(speaker, 'hello there');
    expect((await speaker.waitFor('error')).code).toBe('pvp.chat.off');

    const settings = await desk('opsPvpChatUpdate', { freeText: true, words: ['idiot', 'IDIOT', 'ngu'] });
    expect(settings).toMatchObject({ freeText: true, words: ['idiot', 'ngu'], freeChatTables: [{ tableId }] });
    // The table tells its viewers the switch changed (a fresh snapshot) the next time it reads its row.
    await refresh();
    expect((await listener.waitFor('snapshot')).table.freeChat).toBe(true);
  });

  it('sends free text with the listed words masked, to everyone at the table', async () => {
    say(speaker, 'you are an I.D.I.O.T, ngu quá');
    const line = await listener.waitFor('chat');
    expect(line.message).toEqual({ kind: 'text', text: 'you are an *********, *** quá' });
    expect((await speaker.waitFor('chat')).message).toEqual(line.message);
  });

  it('refuses a line that is too long, empty or has control characters', async () => {
    for (const text of ['x'.repeat(121), '   ', 'two\nlines']) {
      say(speaker, text);
      expect((await speaker.waitFor('error')).code, JSON.stringify(text)).toBe('pvp.message.invalid');
    }
    say(speaker, 'y'.repeat(120));
    expect((await listener.waitFor('chat')).message).toEqual({ kind: 'text', text: 'y'.repeat(120) });
    await speaker.waitFor('chat');
  });

  it('mutes a member for every kind of chat until lifted, each change audited', async () => {
    const muted = await desk('opsPvpChatMute', { member: 'PLAYER01', muted: true, days: 2 });
    expect(muted.mutes).toMatchObject([{ username: 'player01', reason: REASON }]);
    speaker.send({ type: 'chat', tableId, message: { kind: 'phrase', id: 'hello' } });
    expect((await speaker.waitFor('error')).code).toBe('pvp.chat.muted');
    say(speaker, 'hi');
    expect((await speaker.waitFor('error')).code).toBe('pvp.chat.muted');
    listener.send({ type: 'chat', tableId, message: { kind: 'emoji', id: 'clap' } });
    expect((await speaker.waitFor('chat')).message).toEqual({ kind: 'emoji', id: 'clap' });
    await listener.waitFor('chat');

    // The mute runs out on its own after its days.
    t.clock.advance(2 * 86_400_000 + 1000);
    admin = await t.opsLogin('admin', 'admin1234'); // two days on, the desk's session has ended too
    expect((await t.call('opsPvpChat', { token: admin })).json().value.mutes).toEqual([]);
    speaker.send({ type: 'chat', tableId, message: { kind: 'phrase', id: 'thanks' } });
    expect((await listener.waitFor('chat')).message).toEqual({ kind: 'phrase', id: 'thanks' });

    await desk('opsPvpChatMute', { member: 'player01', muted: true });
    expect((await t.call('opsPvpChat', { token: admin })).json().value.mutes[0].until).toBeNull();
    const lifted = await desk('opsPvpChatMute', { member: 'player01', muted: false });
    expect(lifted.mutes).toEqual([]);
    const response = await t.call('opsPvpChatMute', {
      token: admin,
      body: { member: 'nobody-here', muted: true, reason: REASON },
    });
    expect(response.json().code).toBe('member.not.found');
    const audit = (await t.call('opsAuditLog', { token: admin, query: { action: 'pvp.chat.mute' } })).json().value.list;
    expect(audit.length).toBe(2);
  });

  it('switches free text off again for the table (the site switch stays on)', async () => {
    await desk('opsPvpChatTable', { tableId, freeChat: false });
    await refresh();
    expect((await listener.waitFor('snapshot')).table.freeChat).toBe(false);
    say(speaker, 'still there?');
    expect((await speaker.waitFor('error')).code).toBe('pvp.chat.off');
    const tables = (await t.call('opsPvpTables', { token: admin })).json().value.list as { tableId: number }[];
    expect(tables.find((table) => table.tableId === tableId)).toMatchObject({ freeChat: false });
  });
});
