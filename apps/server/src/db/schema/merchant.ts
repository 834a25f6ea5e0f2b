import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members.ts';

/** The merchant's whole configuration as one validated JSON document (see merchant-config.ts). */
export const merchants = pgTable('merchants', {
  code: text('code').primaryKey(),
  config: jsonb('config').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** RSA keys for encrypted payloads; shared through the database so every instance decrypts. */
export const encryptionKeys = pgTable('encryption_keys', {
  keyId: text('key_id').primaryKey(),
  publicKeySpki: text('public_key_spki').notNull(),
  privateKeyPem: text('private_key_pem').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Operator-editable text in every language: `{ "EN": "...", "VI": "..." }`. */
export type LocalizedText = Record<string, string>;

export const notices = pgTable(
  'notices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type', { enum: ['B', 'PL', 'PU', 'PR', 'H', 'AG'] }).notNull(),
    platform: text('platform').notNull().default('W'),
    execution: text('execution').notNull().default('B'),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    content: jsonb('content').$type<LocalizedText>().notNull(),
    sort: integer('sort').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('notices_type_idx').on(table.type, table.startsAt)],
);

export const banners = pgTable(
  'banners',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    groupName: text('group_name').notNull(),
    imageUrl: text('image_url').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    /** Drawn over the art as page text, per language: the art itself carries no words. */
    subtitle: jsonb('subtitle').$type<LocalizedText>().notNull().default({}),
    buttonText: jsonb('button_text').$type<LocalizedText>().notNull().default({}),
    linkageType: text('linkage_type', { enum: ['NONE', 'INTERNAL', 'EXTERNAL', 'PROMOTION', 'GAME'] })
      .notNull()
      .default('NONE'),
    linkUrl: text('link_url'),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (table) => [index('banners_group_idx').on(table.groupName, table.sort)],
);

export const helpArticles = pgTable('help_articles', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  category: text('category').notNull(),
  categoryTitle: jsonb('category_title').$type<LocalizedText>().notNull(),
  anchor: text('anchor').notNull(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  content: jsonb('content').$type<LocalizedText>().notNull(),
  sort: integer('sort').notNull().default(0),
});

export const memberMessages = pgTable(
  'member_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Values the client fills into its translated text: site, currency, amount, orderNo, status. */
    params: jsonb('params').$type<Record<string, string>>(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('member_messages_member_idx').on(table.memberId, table.createdAt)],
);

export const gameVendors = pgTable('game_vendors', {
  code: text('code').primaryKey(),
  displayName: text('display_name').notNull(),
  category: text('category', { enum: ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS'] }).notNull(),
  isHot: boolean('is_hot').notNull().default(false),
  status: text('status', { enum: ['ACTIVE', 'MAINTENANCE', 'DISABLED'] })
    .notNull()
    .default('ACTIVE'),
  sort: integer('sort').notNull().default(0),
  /**
   * The vendor's seamless-wallet signing secret (HMAC-SHA256); null: the vendor cannot call the wallet.
   * Kept as is, not hashed: checking an HMAC needs the key itself.
   */
  walletSecret: text('wallet_secret'),
  walletSecretSetAt: timestamp('wallet_secret_set_at', { withTimezone: true }),
  /** The secret before the last rotation, which still signs until previous_secret_expires_at. */
  previousWalletSecret: text('previous_wallet_secret'),
  previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
  /** Off: every wallet call is refused, credits included (a leaked secret, an ended contract). */
  walletEnabled: boolean('wallet_enabled').notNull().default(true),
  /** Addresses and CIDR blocks the vendor's wallet calls may come from; empty: anywhere. */
  allowedIps: text('allowed_ips')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
});
