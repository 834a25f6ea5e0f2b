import { UPLOAD_LIMITS } from '@lucky/contracts/common/constants';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../plugins/app-error.ts';
import { containsNul } from '../plugins/input-guard.ts';

/**
 * The one reader of multipart/form-data bodies: every upload route reads its form here, so every
 * one answers a bad body the same way. @fastify/multipart (busboy underneath) raises its limit
 * errors with codes, but a body cut short, a missing boundary or broken part headers come up as
 * plain errors from the parser, which used to reach the error handler as a 500. Here anything the
 * parser throws that is not a limit is a malformed request (400 `request.malformed`).
 */
export type MultipartForm = {
  fields: Record<string, string>;
  /** In the order sent; a browser sends an empty file part for an untouched file input. */
  files: { fieldname: string; data: Buffer }[];
};

export type MultipartFormLimits = { fields: number; parts: number; fieldSize?: number };

/** @fastify/multipart's limit errors, as our codes. */
const LIMIT_ERRORS: Record<string, AppError['code']> = {
  FST_REQ_FILE_TOO_LARGE: 'upload.too.large',
  FST_FILES_LIMIT: 'upload.too.many',
  FST_PARTS_LIMIT: 'upload.too.many',
  FST_FIELDS_LIMIT: 'request.invalid',
  FST_PROTO_VIOLATION: 'request.invalid',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'request.unsupported.media',
};

/** Reads the whole form (files at most UPLOAD_LIMITS.maxBytes each, at most UPLOAD_LIMITS.maxFiles) before anything is checked or stored. */
export async function readMultipartForm(request: FastifyRequest, limits: MultipartFormLimits): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new AppError('request.unsupported.media', 'Send the form as multipart/form-data');
  const form: MultipartForm = { fields: {}, files: [] };
  try {
    const parts = request.parts({
      limits: {
        fileSize: UPLOAD_LIMITS.maxBytes,
        files: UPLOAD_LIMITS.maxFiles,
        fields: limits.fields,
        parts: limits.parts,
        fieldSize: limits.fieldSize ?? 4096,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') form.files.push({ fieldname: part.fieldname, data: await part.toBuffer() });
      else if (typeof part.value === 'string') form.fields[part.fieldname] = part.value;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = LIMIT_ERRORS[(error as { code?: string }).code ?? ''];
    if (code) throw new AppError(code);
    throw new AppError('request.malformed', 'The multipart body is malformed or incomplete');
  }
  // The app-wide NUL guard (input-guard.ts) cannot see a multipart body: it is read here, in the handler.
  if (containsNul(form.fields))
    throw new AppError(
      'request.invalid.characters',
      'A form field contains a NUL character (\\u0000), which is not allowed',
    );
  return form;
}
