import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/**
 * Belt and braces behind the contracts' text schemas: a NUL byte anywhere in a request (a query
 * parameter, a path parameter, a JSON or form body, a key or a value at any depth) is refused
 * before any handler or query runs. PostgreSQL cannot store NUL in text, so it would otherwise
 * fail deep in a query (a 500) on any route whose schema missed a field — or one with no schema
 * (the merchant configuration document, the house games' and vendors' calls).
 */
export function refuseNulCharacters(request: FastifyRequest): void {
  for (const part of [request.query, request.params, request.body]) {
    if (containsNul(part))
      throw new AppError(
        'request.invalid.characters',
        'The request contains a NUL character (\\u0000), which is not allowed',
      );
  }
}

/** Iterative, so a deeply nested body (up to the body limit) cannot overflow the stack. */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes('\u0000')) return true;
    } else if (Array.isArray(next)) {
      pending.push(...next);
    } else if (typeof next === 'object' && next !== null && !Buffer.isBuffer(next)) {
      for (const [key, child] of Object.entries(next)) {
        if (key.includes('\u0000')) return true;
        pending.push(child);
      }
    }
  }
  return false;
}
