/**
 * The verification (KYC) codes of the one error catalogue (common/errors.ts spreads them in): the two refusals of a
 * withdrawal above the tier's limit say what to verify; the others answer uploads and reviews.
 */
export const KYC_ERRORS = {
  'kyc.identity.required': {
    status: 400,
    message:
      'This is above the withdrawal limit of unverified accounts: verify your identity (ID document) to raise it',
  },
  'kyc.address.required': {
    status: 400,
    message:
      'This is above the withdrawal limit of your verification tier: verify your address (proof of address and selfie) to raise it',
  },
  'kyc.document.pending': { status: 409, message: 'A document of this kind is already waiting for review' },
  'kyc.document.approved': { status: 409, message: 'A document of this kind is already approved' },
  'kyc.document.not.found': { status: 404, message: 'No such verification document' },
  'kyc.document.reviewed': { status: 409, message: 'This document was already reviewed' },
} as const satisfies Record<string, { status: number; message: string }>;
