import { and, count, eq, isNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberMessages } from '../src/db/schema/merchant.ts';
import { members } from '../src/db/schema/members.ts';
import { postInboxMessage } from '../src/modules/inbox/member-inbox.ts';
import { createTestApp, ALL_TEST_DATABASES, type TestApp } from './test-app.ts';

type Message = {
  id: number;
  kind: string;
  title: string;
  params: Record<string, string> | null;
  readAt: string | null;
};

describe.each(ALL_TEST_DATABASES)('platform information (inbox) on %s', (kind) => {
  let t: TestApp;
  let demo: string;
  let other: string;
  let admin: string;
  let finance: string;
  let demoId: number;
  let otherId: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    demo = await t.login('demo', 'demo1234');
    other = await t.login('player02', 'player1234');
    admin = await t.opsLogin('admin', 'admin1234');
    finance = await t.opsLogin('finance', 'finance1234');
    const db = t.ctx.database.db;
    demoId = (await db.select().from(members).where(eq(members.username, 'demo')))[0]!.id;
    otherId = (await db.select().from(members).where(eq(members.username, 'player02')))[0]!.id;
    for (const orderNo of ['D1', 'D2', 'D3']) {
      await postInboxMessage(db, {
        memberId: demoId,
        kind: 'DEPOSIT_SUCCESS',
        params: { site: 'Lucky Star', currency: 'USD', amount: '10.00', orderNo },
      });
      t.clock.advance(1000);
    }
    await postInboxMessage(db, {
      memberId: otherId,
      kind: 'WITHDRAWAL_APPROVED',
      params: { site: 'Lucky Star', currency: 'USD', amount: '5.00', orderNo: 'W9' },
    });
  });
  afterAll(async () => t.close());

  const list = async (token: string, query: Record<string, string> = {}) =>
    (await t.call('messageList', { token, query })).json().value as {
      list: Message[];
      totalCount: number;
      unreadCount: number;
    };
  const unread = async (token: string) => (await t.call('unreadCount', { token })).json().value.count as number;

  it("lists only the member's own messages, newest first, with kind, params and the unread count", async () => {
    const page = await list(demo);
    expect(page.totalCount).toBe(3);
    expect(page.unreadCount).toBe(3);
    expect(page.list.map((message) => message.params?.orderNo)).toEqual(['D3', 'D2', 'D1']);
    expect(page.list[0]).toMatchObject({ kind: 'DEPOSIT_SUCCESS', title: 'Deposit received', readAt: null });
    expect((await list(demo, { pageSize: '2', pageNo: '2' })).list.map((message) => message.params?.orderNo)).toEqual([
      'D1',
    ]);
    expect((await list(other)).list.map((message) => message.params?.orderNo)).toEqual(['W9']);
  });

  it("marks read only the member's own messages; another member's id changes nothing", async () => {
    const theirs = (await list(other)).list[0]!.id;
    const mine = (await list(demo)).list[0]!.id;
    const foreign = await t.call('messageRead', { token: demo, body: { ids: [theirs] } });
    expect(foreign.statusCode).toBe(200);
    expect(foreign.json().value).toEqual({ updated: 0, unreadCount: 3 });
    expect((await list(other)).list[0]!.readAt).toBeNull();

    expect((await t.call('messageRead', { token: demo, body: { ids: [mine, theirs] } })).json().value).toEqual({
      updated: 1,
      unreadCount: 2,
    });
    expect(await unread(demo)).toBe(2);
    expect(await unread(other)).toBe(1);
    // Reading again is harmless.
    expect((await t.call('messageRead', { token: demo, body: { ids: [mine] } })).json().value).toEqual({
      updated: 0,
      unreadCount: 2,
    });
    expect((await list(demo, { filter: 'unread' })).list.map((message) => message.params?.orderNo)).toEqual([
      'D2',
      'D1',
    ]);

    expect((await t.call('messageRead', { token: demo, body: { all: true } })).json().value).toEqual({
      updated: 2,
      unreadCount: 0,
    });
    expect(await unread(other)).toBe(1);
  });

  it('refuses bad input and visitors without writing', async () => {
    for (const body of [{ ids: [] }, { ids: [1], all: true }, { all: false }, { ids: ['x'] }, {}]) {
      const refused = await t.call('messageRead', { token: other, body });
      expect(refused.statusCode).toBe(400);
    }
    expect((await t.call('messageList', { token: other, query: { filter: 'starred' } })).statusCode).toBe(400);
    expect((await t.call('messageRead', { body: { all: true } })).statusCode).toBe(401);
    expect((await t.call('messageList', {})).statusCode).toBe(401);
    expect(await unread(other)).toBe(1);
  });

  it("deletes only the member's own messages", async () => {
    const theirs = (await list(other)).list[0]!.id;
    const mine = (await list(demo)).list.at(-1)!.id;
    expect((await t.call('messageDelete', { token: demo, body: { ids: [theirs, mine] } })).json().value).toEqual({
      deleted: 1,
      unreadCount: 0,
    });
    expect((await list(other)).totalCount).toBe(1);
    expect((await list(demo)).totalCount).toBe(2);
  });

  it('lets an admin message one member, audited; finance may not, and an unknown member gets nothing', async () => {
    const body = {
      audience: 'MEMBER',
      username: 'player02',
      title: 'Your VIP manager',
      body: 'Hello, I am Anna, your personal VIP manager.',
    };
    const forbidden = await t.call('opsMessageSend', { token: finance, body });
    expect(forbidden.json().code).toBe('operator.forbidden');
    const unknown = await t.call('opsMessageSend', { token: admin, body: { ...body, username: 'nobody-here' } });
    expect(unknown.statusCode).toBe(404);
    expect((await t.call('opsMessageSend', { token: admin, body: { ...body, username: undefined } })).statusCode).toBe(
      400,
    );
    expect(await unread(other)).toBe(1);

    const sent = await t.call('opsMessageSend', { token: admin, body: { ...body, username: 'PLAYER02' } });
    expect(sent.json().value).toMatchObject({ recipients: 1 });
    expect(await unread(other)).toBe(2);
    // Found by kind: the withdrawal notice the member already had can carry the same or a later time stamp.
    const inbox = (await list(other)).list as { kind: string }[];
    expect(inbox.find((message) => message.kind === 'OPERATOR')).toMatchObject({
      title: 'Your VIP manager',
      params: null,
    });
    const audit = (await t.call('opsAuditLog', { token: admin, query: { action: 'MESSAGE_SEND' } })).json().value;
    expect(audit.list).toHaveLength(1);
    expect(audit.list[0]).toMatchObject({ targetId: 'player02', after: { recipients: 1, title: 'Your VIP manager' } });
  });

  it('broadcasts to every active real member in one transaction with one audit entry', async () => {
    const db = t.ctx.database.db;
    const before = (await db.select({ total: count() }).from(memberMessages))[0]!.total;
    const [disabled] = await db
      .update(members)
      .set({ status: 'DISABLED' })
      .where(eq(members.username, 'player01'))
      .returning();
    const [{ total: recipients }] = await db
      .select({ total: count() })
      .from(members)
      .where(and(eq(members.status, 'ACTIVE'), ne(members.type, 4)));
    const sent = await t.call('opsMessageSend', {
      token: admin,
      body: { audience: 'ALL', title: 'New games this week', body: 'Five new slots arrived this week. Enjoy!' },
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().value.recipients).toBe(recipients);
    expect((await db.select({ total: count() }).from(memberMessages))[0]!.total).toBe(before + recipients);
    const toDisabled = await db
      .select()
      .from(memberMessages)
      .where(and(eq(memberMessages.memberId, disabled!.id), eq(memberMessages.kind, 'OPERATOR')));
    expect(toDisabled).toHaveLength(0);
    const demoUnread = (
      await db
        .select({ total: count() })
        .from(memberMessages)
        .where(and(eq(memberMessages.memberId, demoId), isNull(memberMessages.readAt)))
    )[0]!.total;
    expect(await unread(demo)).toBe(demoUnread);
    expect(demoUnread).toBe(1);

    const audit = (await t.call('opsAuditLog', { token: admin, query: { action: 'MESSAGE_BROADCAST' } })).json().value;
    expect(audit.list).toHaveLength(1);
    expect(audit.list[0]).toMatchObject({ targetId: 'ALL', after: { recipients } });
    const history = (await t.call('opsMessageHistory', { token: admin })).json().value;
    expect(history.list.map((item: { audience: string }) => item.audience)).toEqual(['ALL', 'MEMBER']);
    expect(history.list[0]).toMatchObject({ operator: 'admin', recipients, title: 'New games this week' });
    expect((await t.call('opsMessageHistory', { token: finance })).json().code).toBe('operator.forbidden');
  });
});
