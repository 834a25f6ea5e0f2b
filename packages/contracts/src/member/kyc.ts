import { z } from 'zod';

/**
 * Tiered verification (KYC). A member's tier is the highest tier whose documents are all approved; each tier caps
 * a single withdrawal and the day's withdrawals (UTC day, rejected ones not counted) on top of the merchant's own
 * limits and the VIP level's (the strictest wins). Amounts are decimal strings in the merchant currency; null means
 * the tier adds no cap of its own. A constant, not merchant configuration: the tiers are a compliance rule the site
 * applies the same way for every brand, and the member page and the desk show them from here.
 */
export const KYC_DOCUMENT_KINDS = ['ID', 'ADDRESS', 'SELFIE'] as const;
export type KycDocumentKind = (typeof KYC_DOCUMENT_KINDS)[number];

export const KYC_DOCUMENT_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type KycDocumentStatus = (typeof KYC_DOCUMENT_STATUSES)[number];

export type KycTier = {
  tier: number;
  requires: readonly KycDocumentKind[];
  perWithdrawal: string | null;
  perDay: string | null;
};

export const KYC_TIERS: readonly KycTier[] = [
  { tier: 0, requires: [], perWithdrawal: '10000.00', perDay: '10000.00' },
  { tier: 1, requires: ['ID'], perWithdrawal: '15000.00', perDay: '25000.00' },
  { tier: 2, requires: ['ID', 'ADDRESS', 'SELFIE'], perWithdrawal: null, perDay: null },
];

/** The tier a set of approved documents reaches: the highest whose documents are all among them. */
export function tierOf(approved: ReadonlySet<KycDocumentKind> | readonly KycDocumentKind[]): number {
  const kinds = new Set(approved);
  let reached = 0;
  for (const tier of KYC_TIERS) if (tier.requires.every((kind) => kinds.has(kind))) reached = tier.tier;
  return reached;
}

export const kycTierSchema = z.object({
  tier: z.number().int(),
  requires: z.array(z.enum(KYC_DOCUMENT_KINDS)),
  perWithdrawal: z.string().nullable(),
  perDay: z.string().nullable(),
});

export const kycDocumentSchema = z.object({
  documentId: z.number().int(),
  kind: z.enum(KYC_DOCUMENT_KINDS),
  status: z.enum(KYC_DOCUMENT_STATUSES),
  /** The operator's reason of a rejection (the member reads it); null otherwise. */
  reason: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});

/** A member's verification: the tier, its limits, every tier, and the latest document of each kind. */
export const kycStateSchema = z.object({
  tier: z.number().int(),
  limits: kycTierSchema,
  tiers: z.array(kycTierSchema),
  documents: z.array(kycDocumentSchema),
});
