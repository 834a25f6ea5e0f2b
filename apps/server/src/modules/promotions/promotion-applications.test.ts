import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberMessages } from '../../db/schema/merchant.ts';
import { promotionApplicationImages, promotionApplications } from '../../db/schema/promotions.ts';
import { expectLedgerSound } from '../../../test/ledger-helpers.ts';
import { JPEG_BYTES, PNG_BYTES } from '../../../test/multipart.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from '../../../test/test-app.ts';
import { promotionKit } from './promotions-test-kit.ts';

type Part = { name: string; value?: string; filename?: string; type?: string; data?: Buffer };

/** A multipart body with text fields and files, like the browser's FormData. */
function formBody(parts: Part[]) {
  const boundary = `----promo${Math.random().toString(16).slice(2)}`;
  const chunks = parts.map((part) =>
    Buffer.concat([
      Buffer.from(
        part.filename
          ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`
          : `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`,
      ),
      part.data ?? Buffer.from(part.value ?? ''),
      Buffer.from('\r\n'),
    ]),
  );
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe.each(TEST_DATABASES)('promotion applications on %s', (kind) => {
  let t: TestApp;
  let finance: string;
  let admin: string;
  let kit: ReturnType<typeof promotionKit>;
  let share: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    finance = await t.opsLogin('finance', 'finance1234');
    admin = await t.opsLogin('admin', 'admin1234');
    kit = promotionKit(t, () => finance);
    share = await kit.promotionId('SHAREWIN');
  });
  afterAll(async () => {
    await expectLedgerSound(t.ctx.database.db);
    await t.close();
  });

  const apply = (token: string, parts: Part[]) => {
    const { payload, headers } = formBody(parts);
    return t.app.inject({
      method: 'POST',
      url: '/wps/relay/MCS2_applyPromotion',
      payload,
      headers: { ...headers, authorization: `Bearer ${token}` },
    });
  };
  const applicationRows = async () =>
    (await t.ctx.database.db.select({ total: count() }).from(promotionApplications))[0]!.total;
  const latestMessage = async (memberId: number) =>
    (
      await t.ctx.database.db
        .select()
        .from(memberMessages)
        .where(eq(memberMessages.memberId, memberId))
        .orderBy(desc(memberMessages.id))
        .limit(1)
    )[0];

  it('refuses bad applications without writing anything', async () => {
    const member = await kit.newMember();
    const before = await applicationRows();
    const cases: [Part[], string][] = [
      [
        [
          { name: 'promotionId', value: String(share) },
          { name: 'comment', value: 'x'.repeat(141) },
        ],
        'request.invalid',
      ],
      [
        [
          { name: 'promotionId', value: String(share) },
          { name: 'comment', value: '   ' },
        ],
        'request.invalid',
      ],
      [[{ name: 'comment', value: 'hello' }], 'request.invalid'],
      [
        [
          { name: 'promotionId', value: String(share) },
          { name: 'comment', value: 'gif' },
          { name: 'file', filename: 'a.png', type: 'image/png', data: Buffer.from('GIF89a-not-a-png-at-all') },
        ],
        'upload.invalid',
      ],
      [
        [
          { name: 'promotionId', value: String(share) },
          { name: 'comment', value: 'four' },
          ...[1, 2, 3, 4].map((n) => ({ name: 'file', filename: `${n}.png`, type: 'image/png', data: PNG_BYTES })),
        ],
        'upload.too.many',
      ],
      [
        [
          { name: 'promotionId', value: String(await kit.promotionId('WELCOME100')) },
          { name: 'comment', value: 'wrong kind' },
        ],
        'promotion.kind.mismatch',
      ],
    ];
    for (const [parts, code] of cases) expect((await apply(member.token, parts)).json().code).toBe(code);
    const oversized = Buffer.concat([PNG_BYTES, Buffer.alloc(5 * 1024 * 1024)]);
    expect(
      (
        await apply(member.token, [
          { name: 'promotionId', value: String(share) },
          { name: 'comment', value: 'big' },
          { name: 'file', filename: 'big.png', type: 'image/png', data: oversized },
        ])
      ).json().code,
    ).toBe('upload.too.large');
    const json = await t.call('promotionApply', { token: member.token, body: { promotionId: share, comment: 'json' } });
    expect(json.statusCode).toBe(415);
    expect(await applicationRows()).toBe(before);
  });

  it('takes an application with images; an operator approves it once and the bonus is paid with an inbox message', async () => {
    const member = await kit.newMember();
    const comment = '大奖 ' + 'w'.repeat(137);
    const sent = await apply(member.token, [
      { name: 'promotionId', value: String(share) },
      { name: 'comment', value: comment },
      { name: 'file', filename: 'win.png', type: 'image/png', data: PNG_BYTES },
      { name: 'file', filename: 'win.jpg', type: 'image/jpeg', data: JPEG_BYTES },
    ]);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().value.promotion.member.status).toBe('APPLYING');
    const applicationId = sent.json().value.applicationId as number;
    expect(
      (
        await apply(member.token, [
          { name: 'promotionId', value: String(share) },
          { name: 'comment', value: 'again' },
        ])
      ).json().code,
    ).toBe('promotion.already.applied');
    const images = await t.ctx.database.db
      .select()
      .from(promotionApplicationImages)
      .where(eq(promotionApplicationImages.applicationId, applicationId));
    expect(images.map((image) => image.mime)).toEqual(['image/png', 'image/jpeg']);

    const queue = (await t.call('opsPromotionApplications', { token: finance, query: { status: 'APPLYING' } })).json()
      .value;
    const entry = queue.list.find((row: { id: number }) => row.id === applicationId);
    expect(entry).toMatchObject({
      username: member.username,
      comment,
      status: 'APPLYING',
      fixedBonus: '18.00',
      imageIds: images.map((image) => image.id),
    });
    const image = (
      await t.call('opsPromotionApplicationImage', { token: finance, query: { imageId: String(images[0]!.id) } })
    ).json().value;
    expect(Buffer.from(image.dataBase64, 'base64').equals(PNG_BYTES)).toBe(true);

    const [approved, twice] = await Promise.all([
      t.call('opsPromotionApplicationApprove', { token: finance, body: { id: applicationId } }),
      t.call('opsPromotionApplicationApprove', { token: finance, body: { id: applicationId, amount: '50' } }),
    ]);
    expect([approved.statusCode, twice.statusCode].sort()).toEqual([200, 409]);
    expect([approved, twice].find((answer) => answer.statusCode === 409)!.json().code).toBe(
      'promotion.application.reviewed',
    );
    const paid = [approved, twice].find((answer) => answer.statusCode === 200)!.json().value;
    expect(paid.status).toBe('ISSUED');
    expect(await kit.bonusTransfers(member.memberId)).toBe(1);
    expect(await kit.balance(member.token)).toBe(paid.amount);
    expect(await latestMessage(member.memberId)).toMatchObject({
      kind: 'PROMOTION_APPROVED',
      params: { amount: paid.amount },
    });
    expect(
      (await t.call('promotionDetail', { token: member.token, query: { id: String(share) } })).json().value.member,
    ).toMatchObject({ status: 'ISSUED', paid: paid.amount });
    // The bonus carries its 1× turnover.
    expect((await t.call('turnoverRequirements', { token: member.token })).json().value.required).toBe(paid.amount);
    const audit = (
      await t.call('opsAuditLog', {
        token: admin,
        query: { action: 'PROMOTION_APPLICATION_APPROVE', targetId: String(applicationId) },
      })
    ).json().value.list;
    expect(audit).toHaveLength(1);
  });

  it('rejects with a reason that the member sees, and pays nothing', async () => {
    const member = await kit.newMember();
    const sent = await apply(member.token, [
      { name: 'promotionId', value: String(share) },
      { name: 'comment', value: 'Look at this win!' },
      { name: 'file', filename: 'w.png', type: 'image/png', data: PNG_BYTES },
    ]);
    const applicationId = sent.json().value.applicationId as number;
    expect(
      (await t.call('opsPromotionApplicationReject', { token: finance, body: { id: applicationId, reason: 'x' } }))
        .statusCode,
    ).toBe(400);
    const rejected = await t.call('opsPromotionApplicationReject', {
      token: finance,
      body: { id: applicationId, reason: 'The screenshot does not show a win' },
    });
    expect(rejected.json().value).toMatchObject({
      status: 'REJECTED',
      reason: 'The screenshot does not show a win',
      amount: null,
    });
    expect(
      (await t.call('opsPromotionApplicationApprove', { token: finance, body: { id: applicationId } })).json().code,
    ).toBe('promotion.application.reviewed');
    expect(
      (await t.call('promotionDetail', { token: member.token, query: { id: String(share) } })).json().value.member,
    ).toMatchObject({ status: 'REJECTED', rejectReason: 'The screenshot does not show a win' });
    expect(await latestMessage(member.memberId)).toMatchObject({ kind: 'PROMOTION_REJECTED' });
    expect(await kit.bonusTransfers(member.memberId)).toBe(0);
    expect(
      (
        await t.call('opsPromotionApplicationReject', { token: finance, body: { id: 999_999, reason: 'nothing here' } })
      ).json().code,
    ).toBe('promotion.application.not.found');
  });

  it('lets an admin create, edit and close promotions, audited, and refuses bad terms', async () => {
    const body = {
      kind: 'DEPOSIT_BONUS',
      type: 'DEPOSIT',
      period: 'WEEKLY',
      status: 'ACTIVE',
      sort: 5,
      image: '/assets/promotions/reload.svg',
      title: { EN: 'Weekend 50%', CN: '周末50%', ID: 'Akhir pekan 50%', TH: 'สุดสัปดาห์ 50%', VI: 'Cuối tuần 50%' },
      summary: { EN: 's', CN: 's', ID: 's', TH: 's', VI: 's' },
      content: { EN: 'c', CN: 'c', ID: 'c', TH: 'c', VI: 'c' },
      startsAt: new Date(t.clock.now.getTime() - 1000).toISOString(),
      endsAt: new Date(t.clock.now.getTime() + 86_400_000).toISOString(),
      terms: { percent: '50', cap: '200', minDeposit: '10', turnoverMultiplier: 3 },
    };
    expect((await t.call('opsPromotionCreate', { token: finance, body })).json().code).toBe('operator.forbidden');
    expect(
      (await t.call('opsPromotionCreate', { token: admin, body: { ...body, terms: { percent: '50' } } })).json().code,
    ).toBe('promotion.terms.invalid');
    const created = (await t.call('opsPromotionCreate', { token: admin, body })).json().value;
    expect(created).toMatchObject({
      status: 'ACTIVE',
      terms: { percent: '50', cap: '200.00', minDeposit: '10.00', turnoverMultiplier: 3 },
    });
    const edited = await t.call('opsPromotionUpdate', {
      token: admin,
      body: { ...body, id: created.id, terms: { ...body.terms, percent: '60' } },
    });
    expect(edited.json().value.terms.percent).toBe('60');
    expect(
      (
        await t.call('opsPromotionUpdate', { token: admin, body: { ...body, id: created.id, kind: 'APPLICATION' } })
      ).json().code,
    ).toBe('promotion.kind.mismatch');
    const member = await kit.newMember();
    expect(
      (await t.call('promotionList', { token: member.token, query: { type: 'DEPOSIT' } }))
        .json()
        .value.list.map((row: { id: number }) => row.id),
    ).toContain(created.id);
    await t.call('opsPromotionClose', { token: admin, body: { id: created.id } });
    expect((await t.call('opsPromotionUpdate', { token: admin, body: { ...body, id: created.id } })).json().code).toBe(
      'promotion.closed',
    );
    const actions = (await t.call('opsAuditLog', { token: admin, query: { targetId: String(created.id) } }))
      .json()
      .value.list.map((row: { action: string }) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['PROMOTION_CREATE', 'PROMOTION_UPDATE', 'PROMOTION_CLOSE']));
    const listed = (await t.call('opsPromotionList', { token: finance })).json().value.list;
    expect(listed.find((row: { code: string }) => row.code === 'SHAREWIN')).toMatchObject({ kind: 'APPLICATION' });
  });
});
