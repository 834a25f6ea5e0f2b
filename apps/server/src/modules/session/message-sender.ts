import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/sessions.ts';

/**
 * Where SMS and e-mail go. A real gateway implements this interface; the built-in
 * provider is an outbox that stores and logs each message and sends nothing.
 */
export type OutgoingMessage = { channel: 'SMS' | 'EMAIL'; recipient: string; subject?: string; body: string };
export type MessageSender = { send(message: OutgoingMessage): Promise<void> };

export function createOutboxSender(db: Db, log: FastifyBaseLogger): MessageSender {
  return {
    async send(message) {
      await db.insert(outboxMessages).values({
        channel: message.channel,
        recipient: message.recipient,
        subject: message.subject ?? null,
        body: message.body,
      });
      log.info({ channel: message.channel, recipient: message.recipient }, 'message stored in the outbox');
    },
  };
}
