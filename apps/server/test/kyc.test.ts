import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kycDocuments } from '../src/db/schema/kyc.ts';
import { memberMessages } from '../src/db/schema/merchant.ts';
import { members } from '../src/db/schema/members.ts';
import { operatorAuditLog } from '../src/db/schema/operators.ts';
import { expectLedgerSound } from './ledger-helpers.ts';
import { JPEG_BYTES, multipartBody, PNG_BYTES } from './multipart.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './test-app.ts';

const PAY = '135790';
const HTML = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
let sequence = 0;
const nextId = (prefix: string) => `${prefix}-${(sequence += 1).toString().padStart(6, '0')}`;

describe.each(TEST_DATABASES)('KYC on %s', (kind) => {
  let t: TestApp;
  let member: string;
  let memberId: number;
  let risk: string;
  let support: string;
  let finance: string;
  let bankAccountId: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    member = await t.login('demo', 'demo1234');
    [risk, support, finance] = [
      await t.opsLogin('risk', 'risk1234'),
      await t.opsLogin('support', 'support1234'),
      await t.opsLogin('finance', 'finance1234'),
    ];
    const [row] = await t.ctx.database.db.select().from(members).where(eq(members.username, 'demo'));
    memberId = row.id;
    await t.call('paymentPasswordSet', {
      token: member,
      body: { newPaymentPassword: PAY, confirmPaymentPassword: PAY },
    });
    const bound = await t.call('bankAccountBind', {
      token: member,
      body: { paymentPassword: PAY, bankName: 'ACB', accountNumber: '9988 7766 5544', accountName: 'demo player' },
    });
    bankAccountId = bound.json().value.id;
    // Enough money for withdrawals above every tier's cap (admin adjusts up to 10,000.00 alone).
    const admin = await t.opsLogin('admin', 'admin1234');
    for (const amount of ['10000.00', '10000.00', '10000.00']) {
      const adjusted = await t.call('opsAdjustment', {
        token: admin,
        body: { requestId: nextId('kyc-fund'), username: 'demo', direction: 'CREDIT', amount, reason: 'test funds' },
      });
      expect(adjusted.statusCode).toBe(200);
    }
  });
  afterAll(async () => {
    await expectLedgerSound(t.ctx.database.db);
    await t.close();
  });

  const upload = (documentKind: string, files: Parameters<typeof multipartBody>[0]) => {
    const { payload, headers } = multipartBody(files);
    return t.app.inject({
      method: 'POST',
      url: `/wps/kyc/documents?kind=${documentKind}`,
      payload,
      headers: { ...headers, authorization: `Bearer ${member}` },
    });
  };
  const uploadPng = async (documentKind: string) => {
    const response = await upload(documentKind, [{ filename: 'doc.png', type: 'image/png', data: PNG_BYTES }]);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value as { documentId: number; status: string };
  };
  const state = async () => (await t.call('kycState', { token: member })).json().value;
  const review = (token: string, documentId: number, decision: 'APPROVE' | 'REJECT', reason: string) =>
    t.call('opsKycReview', { token, body: { documentId, decision, reason } });
  const withdraw = (amount: string) =>
    t.call('withdrawalCreate', {
      token: member,
      body: { requestId: nextId('kyc-wd'), amount, bankAccountId, paymentPassword: PAY },
    });
  const lastMessage = async () => {
    const [message] = await t.ctx.database.db
      .select()
      .from(memberMessages)
      .where(eq(memberMessages.memberId, memberId))
      .orderBy(desc(memberMessages.id))
      .limit(1);
    return message;
  };
  const lastAudit = async () => {
    const [entry] = await t.ctx.database.db.select().from(operatorAuditLog).orderBy(desc(operatorAuditLog.id)).limit(1);
    return entry;
  };

  it('refuses a non-image, a renamed file and two files at once, storing nothing', async () => {
    const refusals = [
      await upload('ID', [{ filename: 'id.html', type: 'text/html', data: HTML }]),
      // A text file renamed .png and sent as image/png: the content decides, not the name or the type.
      await upload('ID', [
        { filename: 'id.png', type: 'image/png', data: Buffer.from('just some text, not a picture') },
      ]),
      await upload('ID', [
        { filename: 'a.png', type: 'image/png', data: PNG_BYTES },
        { filename: 'b.jpg', type: 'image/jpeg', data: JPEG_BYTES },
      ]),
      await upload('PASSPORT', [{ filename: 'id.png', type: 'image/png', data: PNG_BYTES }]),
    ];
    expect(refusals.map((response) => response.json().code)).toEqual([
      'upload.invalid',
      'upload.invalid',
      'upload.too.many',
      'request.invalid',
    ]);
    expect(refusals.every((response) => response.statusCode < 500)).toBe(true);
    expect(await t.ctx.database.db.select({ id: kycDocuments.id }).from(kycDocuments)).toEqual([]);
    expect(await state()).toMatchObject({ tier: 0, documents: [], limits: { perWithdrawal: '10000.00' } });
  });

  it('refuses a withdrawal above the tier-0 limit and says to verify the identity, holding nothing', async () => {
    const before = (await t.call('fundsConsolidated', { token: member })).json().value;
    const refused = await withdraw('10000.01');
    expect(refused.json()).toMatchObject({
      code: 'kyc.identity.required',
      value: { tier: 0, perWithdrawal: '10000.00', verify: ['ID'] },
    });
    expect((await t.call('fundsConsolidated', { token: member })).json().value).toEqual(before);
    expect((await withdraw('6000.00')).statusCode).toBe(200);
    // The day's total counts too: 6000.00 + 4000.01 is above the 10,000.00 a day of tier 0.
    expect((await withdraw('4000.01')).json().code).toBe('kyc.identity.required');
  });

  it('keeps one live document per kind; a rejection carries its reason to the member, and a new upload may follow', async () => {
    const first = await uploadPng('ID');
    expect(first.status).toBe('PENDING');
    expect((await upload('ID', [{ filename: 'x.jpg', type: 'image/jpeg', data: JPEG_BYTES }])).json().code).toBe(
      'kyc.document.pending',
    );
    expect((await review(finance, first.documentId, 'REJECT', 'too blurry')).json().code).toBe('operator.forbidden');
    const queue = (await t.call('opsKycQueue', { token: support })).json().value;
    expect(queue).toMatchObject({
      pendingTotal: 1,
      list: [{ documentId: first.documentId, username: 'demo', tier: 0 }],
    });
    const image = (
      await t.call('opsKycDocumentImage', { token: support, query: { documentId: String(first.documentId) } })
    ).json().value;
    expect(Buffer.from(image.dataBase64, 'base64').equals(PNG_BYTES)).toBe(true);
    expect(await lastAudit()).toMatchObject({ action: 'KYC_DOCUMENT_VIEW', targetId: String(first.documentId) });

    const rejected = (await review(support, first.documentId, 'REJECT', 'The photo is too blurry to read')).json()
      .value;
    expect(rejected).toMatchObject({
      tierBefore: 0,
      tierAfter: 0,
      document: { status: 'REJECTED', reviewer: 'support' },
    });
    expect((await review(risk, first.documentId, 'APPROVE', 'looks fine')).json().code).toBe('kyc.document.reviewed');
    expect((await state()).documents).toEqual([
      expect.objectContaining({ kind: 'ID', status: 'REJECTED', reason: 'The photo is too blurry to read' }),
    ]);
    expect(await lastMessage()).toMatchObject({
      kind: 'KYC_REJECTED',
      params: expect.objectContaining({ document: 'ID', reason: 'The photo is too blurry to read' }),
    });
    expect(await lastAudit()).toMatchObject({ action: 'KYC_REJECT', targetId: String(memberId) });
  });

  it('raises the tier on approval (concurrent approvals decide once) and the withdrawal limit with it', async () => {
    const second = await uploadPng('ID');
    const decisions = await Promise.all([
      review(risk, second.documentId, 'APPROVE', 'Matches the payee name'),
      review(support, second.documentId, 'APPROVE', 'Matches the payee name'),
    ]);
    expect(decisions.map((response) => response.json().code ?? 'ok').sort()).toEqual(['kyc.document.reviewed', 'ok']);
    expect(decisions.find((response) => response.statusCode === 200)!.json().value).toMatchObject({
      tierBefore: 0,
      tierAfter: 1,
    });
    expect(await lastMessage()).toMatchObject({ kind: 'KYC_APPROVED', params: expect.objectContaining({ tier: '1' }) });
    expect(await lastAudit()).toMatchObject({ action: 'KYC_APPROVE', after: expect.objectContaining({ tier: 1 }) });
    expect(await state()).toMatchObject({ tier: 1, limits: { perWithdrawal: '15000.00', perDay: '25000.00' } });
    expect((await upload('ID', [{ filename: 'x.png', type: 'image/png', data: PNG_BYTES }])).json().code).toBe(
      'kyc.document.approved',
    );
    // 6000.00 withdrawn today already; tier 1 lets 19,000.00 more through, and no single one above 15,000.00.
    expect((await withdraw('15000.01')).json()).toMatchObject({
      code: 'kyc.address.required',
      value: { tier: 1, verify: ['ADDRESS', 'SELFIE'] },
    });
    expect((await withdraw('15000.00')).statusCode).toBe(200);
    expect((await withdraw('4000.01')).json().code).toBe('kyc.address.required');
  });

  it('reaches tier 2 with the proof of address and the selfie, and shows the whole history on the player 360', async () => {
    const address = await uploadPng('ADDRESS');
    expect(
      (await review(risk, address.documentId, 'APPROVE', 'Utility bill, same address')).json().value.tierAfter,
    ).toBe(1);
    const selfie = await uploadPng('SELFIE');
    expect((await review(risk, selfie.documentId, 'APPROVE', 'Face matches the ID')).json().value.tierAfter).toBe(2);
    expect(await state()).toMatchObject({ tier: 2, limits: { perWithdrawal: null, perDay: null } });
    const desk = (await t.call('opsKycMember', { token: finance, query: { memberId: String(memberId) } })).json().value;
    expect(desk.tier).toBe(2);
    expect(desk.history.map((row: { kind: string; status: string }) => `${row.kind}:${row.status}`)).toEqual([
      'SELFIE:APPROVED',
      'ADDRESS:APPROVED',
      'ID:APPROVED',
      'ID:REJECTED',
    ]);
    expect((await t.call('opsKycMember', { token: finance, query: { memberId: '999999' } })).json().code).toBe(
      'member.not.found',
    );
    expect((await t.call('opsKycQueue', { token: support })).json().value.pendingTotal).toBe(0);
  });
});
