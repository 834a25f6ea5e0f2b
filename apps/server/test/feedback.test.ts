import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberFeedback, memberFeedbackImages } from '../src/db/schema/feedback.ts';
import { memberMessages } from '../src/db/schema/merchant.ts';
import { members } from '../src/db/schema/members.ts';
import { multipartBody, JPEG_BYTES, PNG_BYTES } from './multipart.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.ts';

describe.each(TEST_DATABASES)('feedback on %s', (kind) => {
  let t: TestApp;
  let demo: string;
  let other: string;
  let ops: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    demo = await t.login('demo', 'demo1234');
    other = await t.login('player02', 'player1234');
    ops = await t.opsLogin('admin', 'admin1234');
  });
  afterAll(async () => t.close());

  const feedbackRows = async () => (await t.ctx.database.db.select({ total: count() }).from(memberFeedback))[0]!.total;
  const submit = (body: Record<string, unknown>, token = demo) => t.call('feedbackSubmit', { token, body });
  const upload = async (token: string, data = PNG_BYTES): Promise<number> => {
    const { payload, headers } = multipartBody([{ filename: 'shot.png', type: 'image/png', data }]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/wps/withdrawal/proofs',
      payload,
      headers: { ...headers, authorization: `Bearer ${token}` },
    });
    return response.json().value[0].proofId as number;
  };

  it('stores trimmed feedback and refuses content outside the bounds without writing', async () => {
    const sent = await submit({ category: 'SUGGESTION', content: '   Please add more slot games from new vendors.  ' });
    expect(sent.statusCode).toBe(200);
    const id = sent.json().value.id as number;
    const [row] = await t.ctx.database.db.select().from(memberFeedback).where(eq(memberFeedback.id, id));
    expect(row).toMatchObject({
      category: 'SUGGESTION',
      content: 'Please add more slot games from new vendors.',
      status: 'NEW',
    });

    const before = await feedbackRows();
    for (const content of ['too short', `   ${'x'.repeat(9)}   `, 'y'.repeat(501)]) {
      const refused = await submit({ category: 'PROBLEM', content });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('request.invalid');
    }
    expect((await submit({ category: 'COMPLAINT', content: 'A category that does not exist' })).statusCode).toBe(400);
    expect((await submit({ category: 'OTHER', content: 'x'.repeat(500) })).statusCode).toBe(200);
    expect(await feedbackRows()).toBe(before + 1);
  });

  it('refuses visitors and trial accounts', async () => {
    const before = await feedbackRows();
    const visitor = await t.call('feedbackSubmit', {
      body: { category: 'OTHER', content: 'Visitors cannot send feedback' },
    });
    expect(visitor.statusCode).toBe(401);
    const trial = (await t.call('sessionFreePlay', { body: {}, ip: '10.77.0.1' })).json().value.token as string;
    const refused = await submit({ category: 'OTHER', content: 'Trial accounts cannot send feedback' }, trial);
    expect(refused.json().code).toBe('account.trial');
    expect((await t.call('feedbackList', { token: trial })).json().code).toBe('account.trial');
    expect(await feedbackRows()).toBe(before);
  });

  it("attaches only the member's own unused uploads", async () => {
    const own = [await upload(demo), await upload(demo, JPEG_BYTES)];
    const foreign = await upload(other);
    const before = await feedbackRows();
    const mixed = await submit({
      category: 'PROBLEM',
      content: 'The deposit page froze after paying.',
      imageIds: [own[0], foreign],
    });
    expect(mixed.json().code).toBe('upload.invalid');
    expect(await feedbackRows()).toBe(before);

    const sent = await submit({ category: 'PROBLEM', content: 'The deposit page froze after paying.', imageIds: own });
    expect(sent.statusCode).toBe(200);
    const images = await t.ctx.database.db
      .select()
      .from(memberFeedbackImages)
      .where(eq(memberFeedbackImages.feedbackId, sent.json().value.id));
    expect(images.map((image) => image.mime).sort()).toEqual(['image/jpeg', 'image/png']);
    // An upload moves with the feedback, so it cannot be attached twice.
    const again = await submit({
      category: 'PROBLEM',
      content: 'Sending the same screenshot again.',
      imageIds: [own[0]],
    });
    expect(again.json().code).toBe('upload.invalid');
    expect(
      (await submit({ category: 'PROBLEM', content: 'Four images are too many here', imageIds: [1, 2, 3, 4] }))
        .statusCode,
    ).toBe(400);
  });

  it("lists the member's own feedback, newest first", async () => {
    await submit({ category: 'GAME', content: 'Feedback from another member.' }, other);
    const page = (await t.call('feedbackList', { token: demo, query: { pageSize: '10' } })).json().value;
    expect(page.totalCount).toBe(3);
    expect(page.list[0]).toMatchObject({ category: 'PROBLEM', imageCount: 2, status: 'NEW', reply: null });
    expect(page.list.map((item: { content: string }) => item.content)).not.toContain('Feedback from another member.');
  });

  it('lets an operator reply once, audited, with an inbox message to the member', async () => {
    const listed = (await t.call('opsFeedbackList', { token: ops, query: { status: 'NEW' } })).json().value;
    expect(listed.totalCount).toBe(4);
    expect((await t.call('opsFeedbackList', { token: ops, query: { status: 'NEW' } })).json().value.totalCount).toBe(0);
    const target = listed.list.find(
      (item: { username: string; category: string }) => item.username === 'demo' && item.category === 'PROBLEM',
    );

    const replied = await t.call('opsFeedbackReply', {
      token: ops,
      body: { id: target.id, reply: '  Thanks, the deposit page is fixed now.  ' },
    });
    expect(replied.json().value).toMatchObject({
      id: target.id,
      status: 'REPLIED',
      reply: 'Thanks, the deposit page is fixed now.',
      username: 'demo',
    });
    expect(
      (await t.call('opsFeedbackReply', { token: ops, body: { id: target.id, reply: 'A second reply' } })).json().code,
    ).toBe('feedback.replied');
    expect(
      (await t.call('opsFeedbackReply', { token: ops, body: { id: 999_999, reply: 'Nobody wrote this' } })).json().code,
    ).toBe('feedback.not.found');
    expect(
      (await t.call('opsFeedbackReply', { token: demo, body: { id: target.id, reply: 'Members cannot reply' } }))
        .statusCode,
    ).toBe(401);

    const audit = (await t.call('opsAuditLog', { token: ops, query: { action: 'FEEDBACK_REPLY' } })).json().value;
    expect(audit.list).toHaveLength(1);
    expect(audit.list[0]).toMatchObject({ targetId: String(target.id), after: { status: 'REPLIED' } });
    const [demoRow] = await t.ctx.database.db.select().from(members).where(eq(members.username, 'demo'));
    const [message] = await t.ctx.database.db
      .select()
      .from(memberMessages)
      .where(eq(memberMessages.memberId, demoRow!.id))
      .orderBy(desc(memberMessages.id))
      .limit(1);
    expect(message).toMatchObject({ kind: 'FEEDBACK_REPLIED' });
    expect(message!.body).toContain('Thanks, the deposit page is fixed now.');
    const mine = (await t.call('feedbackList', { token: demo })).json().value.list;
    expect(mine.find((item: { id: number }) => item.id === target.id)).toMatchObject({
      status: 'REPLIED',
      reply: 'Thanks, the deposit page is fixed now.',
    });
  });

  it('allows 5 feedback an hour per member', async () => {
    const player = await t.login('player01', 'player1234');
    for (let n = 1; n <= 5; n += 1)
      expect(
        (await submit({ category: 'OTHER', content: `Feedback number ${n} of the hour` }, player)).statusCode,
      ).toBe(200);
    const limited = await submit({ category: 'OTHER', content: 'One feedback too many this hour' }, player);
    expect(limited.json().code).toBe('rate.limited');
    t.clock.advance(60 * 60_000 + 1000);
    // The idle session has expired by then too, so log in again.
    const again = await t.login('player01', 'player1234');
    expect((await submit({ category: 'OTHER', content: 'A new hour, a new feedback' }, again)).statusCode).toBe(200);
  });
});
