import type { Db, Tx } from '../../db/client.ts';
import { memberMessages } from '../../db/schema/merchant.ts';

/** Values a message carries besides its English text, so the site can show it in the reader's language. */
export type MessageParams = {
  site: string;
  currency: string;
  amount?: string;
  orderNo?: string;
  status?: string;
  reason?: string;
  minutes?: string;
  counterparty?: string;
  /** A verification document's kind (ID, ADDRESS, SELFIE) and the tier it left the member at. */
  document?: string;
  tier?: string;
};

type Template = (p: MessageParams) => { title: string; body: string };

const KYC_DOCUMENT_NAMES: Partial<Record<string, string>> = {
  ID: 'identity document',
  ADDRESS: 'proof of address',
  SELFIE: 'selfie',
};

const order = (p: MessageParams) => `${p.amount} ${p.currency} (order ${p.orderNo})`;

/** English texts of the money messages; the kind is the translation key on the site. */
const TEMPLATES = {
  DEPOSIT_SUBMITTED: (p) => ({
    title: 'Deposit submitted',
    body: `Your deposit of ${order(p)} at ${p.site} is waiting for confirmation.`,
  }),
  DEPOSIT_SUCCESS: (p) => ({
    title: 'Deposit received',
    body: `Your deposit of ${order(p)} at ${p.site} was credited to your wallet.`,
  }),
  DEPOSIT_REJECTED: (p) => ({
    title: 'Deposit rejected',
    body: `Your deposit of ${order(p)} at ${p.site} was rejected: ${p.reason}.`,
  }),
  DEPOSIT_CANCELLED: (p) => ({
    title: 'Deposit cancelled',
    body: `Your deposit of ${order(p)} at ${p.site} was cancelled.`,
  }),
  DEPOSIT_FAILED: (p) => ({
    title: 'Deposit failed',
    body: `The payment of your deposit of ${order(p)} at ${p.site} failed.`,
  }),
  DEPOSIT_EXPIRED: (p) => ({
    title: 'Deposit expired',
    body: `Your deposit of ${order(p)} at ${p.site} was not paid in time and expired.`,
  }),
  WITHDRAWAL_SUBMITTED: (p) => ({
    title: 'Withdrawal requested',
    body: `Your withdrawal of ${order(p)} at ${p.site} is in review; the amount is held.`,
  }),
  WITHDRAWAL_APPROVED: (p) => ({
    title: 'Withdrawal approved',
    body: `Your withdrawal of ${order(p)} at ${p.site} was approved and will be paid shortly.`,
  }),
  WITHDRAWAL_REJECTED: (p) => ({
    title: 'Withdrawal rejected',
    body: `Your withdrawal of ${order(p)} at ${p.site} was rejected: ${p.reason}. The amount is back in your wallet.`,
  }),
  WITHDRAWAL_PAID: (p) => ({
    title: 'Withdrawal paid',
    body: `Your withdrawal of ${order(p)} at ${p.site} was paid. Please confirm receipt within ${p.minutes} minutes; afterwards it counts as received.`,
  }),
  WITHDRAWAL_COMPLETED: (p) => ({
    title: 'Withdrawal received',
    body: `You confirmed receipt of your withdrawal of ${order(p)} at ${p.site}.`,
  }),
  WITHDRAWAL_DISPUTED: (p) => ({
    title: 'Withdrawal under review',
    body: `You reported that your withdrawal of ${order(p)} at ${p.site} did not fully arrive. Our finance team will check it.`,
  }),
  WITHDRAWAL_AUTO_RECEIVED: (p) => ({
    title: 'Withdrawal counted as received',
    body: `Your withdrawal of ${order(p)} at ${p.site} was not confirmed within ${p.minutes} minutes and counts as received; it will not be refunded.`,
  }),
  WITHDRAWAL_RESOLVED: (p) => ({
    title: 'Withdrawal review finished',
    body: `The review of your withdrawal ${p.orderNo} at ${p.site} is finished; ${p.amount} ${p.currency} was refunded to your wallet. ${p.reason}`,
  }),
  TRANSFER_RECEIVED: (p) => ({
    title: 'Transfer received',
    body: `${p.counterparty} transferred ${p.amount} ${p.currency} to you at ${p.site}.`,
  }),
  ADJUSTMENT: (p) => ({
    title: 'Balance adjusted',
    body: `Your balance at ${p.site} was adjusted by ${p.amount} ${p.currency}: ${p.reason}.`,
  }),
  FEEDBACK_REPLIED: (p) => ({
    title: 'Reply to your feedback',
    body: `${p.site} replied to your feedback: ${p.reason}`,
  }),
  CONTRACT_PAYOUT: (p) => ({
    title: 'Contract payout received',
    body: `${p.counterparty} paid you ${p.amount} ${p.currency} at ${p.site}: ${p.reason}.`,
  }),
  MISSION_REWARD: (p) => ({
    title: 'Mission reward received',
    body: `You completed the mission "${p.reason}" at ${p.site}; ${p.amount} ${p.currency} was added to your wallet.`,
  }),
  REFERRAL_REWARD: (p) => ({
    title: 'Referral reward received',
    body: `Your invited friend ${p.counterparty} reached a goal at ${p.site}; ${p.amount} ${p.currency} was added to your wallet.`,
  }),
  VIP_UPGRADE: (p) => ({
    title: 'VIP level up',
    body: `Congratulations, you reached ${p.status} at ${p.site}! Your upgrade bonus of ${p.amount} ${p.currency} was added to your wallet.`,
  }),
  VIP_MONTHLY_BONUS: (p) => ({
    title: 'VIP monthly bonus',
    body: `Your ${p.status} monthly bonus of ${p.amount} ${p.currency} at ${p.site} was added to your wallet.`,
  }),
  VIP_DOWNGRADE: (p) => ({
    title: 'VIP level review',
    body: `Last month's deposits and valid bets were below the requirement to keep your level at ${p.site}; your level is now ${p.status}.`,
  }),
  MALL_APPROVED: (p) => ({
    title: 'Points mall redemption approved',
    body: `Your redemption ${p.orderNo} (${p.reason}) at ${p.site} was approved.`,
  }),
  MALL_REJECTED: (p) => ({
    title: 'Points mall redemption rejected',
    body: `Your redemption ${p.orderNo} at ${p.site} was rejected: ${p.reason}. The points are back in your balance.`,
  }),
  PROMOTION_APPROVED: (p) => ({
    title: 'Promotion application approved',
    body: `Your application for ${p.reason} at ${p.site} was approved: ${p.amount} ${p.currency} was added to your wallet.`,
  }),
  PROMOTION_REJECTED: (p) => ({
    title: 'Promotion application rejected',
    body: `Your application for ${p.counterparty} at ${p.site} was rejected: ${p.reason}.`,
  }),
  KYC_APPROVED: (p) => ({
    title: 'Verification document approved',
    body: `Your ${KYC_DOCUMENT_NAMES[p.document ?? ''] ?? p.document} at ${p.site} was approved; your verification tier is now ${p.tier}.`,
  }),
  KYC_REJECTED: (p) => ({
    title: 'Verification document rejected',
    body: `Your ${KYC_DOCUMENT_NAMES[p.document ?? ''] ?? p.document} at ${p.site} was rejected: ${p.reason}. Please upload a new one.`,
  }),
} satisfies Record<string, Template>;

export type MessageKind = keyof typeof TEMPLATES;

/** Posts an inbox message, inside the caller's transaction so it exists exactly when the state change does. */
export async function postInboxMessage(
  tx: Db | Tx,
  input: { memberId: number; kind: MessageKind; params: MessageParams },
): Promise<void> {
  const { title, body } = TEMPLATES[input.kind](input.params);
  const params = Object.fromEntries(Object.entries(input.params).filter(([, value]) => value !== undefined)) as Record<
    string,
    string
  >;
  await tx.insert(memberMessages).values({ memberId: input.memberId, kind: input.kind, title, body, params });
}

/** Posts many inbox messages in one insert (settlement pays hundreds in a transaction). */
export async function postInboxMessages(
  tx: Db | Tx,
  inputs: { memberId: number; kind: MessageKind; params: MessageParams }[],
): Promise<void> {
  if (inputs.length === 0) return;
  await tx.insert(memberMessages).values(
    inputs.map((input) => {
      const { title, body } = TEMPLATES[input.kind](input.params);
      const params = Object.fromEntries(
        Object.entries(input.params).filter(([, value]) => value !== undefined),
      ) as Record<string, string>;
      return { memberId: input.memberId, kind: input.kind, title, body, params };
    }),
  );
}
