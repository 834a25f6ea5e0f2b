import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { KYC_DOCUMENT_KINDS, kycDocumentSchema, kycStateSchema } from './kyc.ts';

export const kycState = defineEndpoint({
  method: 'GET',
  path: '/wps/kyc/state',
  modules: [],
  token: 'member',
  encrypted: false,
  tag: 'member',
  summary: "The member's verification tier, its withdrawal limits, every tier and the latest document of each kind",
  value: kycStateSchema,
});

export const kycDocumentUpload = defineEndpoint({
  method: 'POST',
  path: '/wps/kyc/documents',
  modules: [],
  token: 'member',
  encrypted: false,
  bodyFormat: 'multipart',
  tag: 'member',
  summary:
    'Upload one verification document (multipart/form-data, one png or jpg of at most 5 MB in field "file", decoded in full); refused while a document of the kind waits for review or is approved',
  query: z.object({ kind: z.enum(KYC_DOCUMENT_KINDS) }),
  value: kycDocumentSchema,
});
