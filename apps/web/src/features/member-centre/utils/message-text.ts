import type { TFunction } from 'i18next';
import { formatMoney } from '../../../lib/format.ts';
import type { InboxMessage } from '../api/inbox.ts';

/**
 * The message in the reader's language: server kinds have a translation filled from the
 * message's params; operator messages, unknown kinds and a translation that would miss a
 * value are shown as stored (the server's English, or the operator's own words).
 */
export function localizeMessage(
  t: TFunction<'messages'>,
  message: InboxMessage,
  language: string,
): { title: string; body: string } {
  const key = `kind.${message.kind}`;
  if (!message.params || !t(`${key}.title`, { defaultValue: '' })) return { title: message.title, body: message.body };
  const title = t(`${key}.title`);
  const body = t(`${key}.body`, {
    ...withGroupedAmounts(message.params, language),
    interpolation: { escapeValue: false },
  });
  return /\{\{\w+\}\}/.test(body) ? { title: message.title, body: message.body } : { title, body };
}

/** Amounts arrive as plain decimals ("5200.00"); they read like every other amount of the site ("5,200.00"). */
function withGroupedAmounts(params: Record<string, unknown>, language: string): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'string' && /^-?\d+\.\d+$/.test(value)
        ? formatMoney(value, { language, scale: value.split('.')[1]!.length })
        : value,
    ]),
  );
}

export type MessageCategory = 'deposit' | 'withdrawal' | 'transfer' | 'service' | 'notice';

/** The row's icon and label: which part of the site a message is about. */
export function categoryOf(kind: string): MessageCategory {
  if (kind.startsWith('DEPOSIT_')) return 'deposit';
  if (kind.startsWith('WITHDRAWAL_')) return 'withdrawal';
  if (kind === 'TRANSFER_RECEIVED' || kind === 'ADJUSTMENT' || kind === 'CONTRACT_PAYOUT') return 'transfer';
  if (kind === 'FEEDBACK_REPLIED') return 'service';
  return 'notice';
}
