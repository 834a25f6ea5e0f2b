import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';

export type CookieOptionsInput = {
  /** Lifetime in seconds; leave out for a cookie that ends with the browser session. */
  maxAgeSeconds?: number;
  path?: string;
  /** `strict` for cookies that only first-party navigations need; `lax` (the default) survives links into the site. */
  sameSite?: 'lax' | 'strict';
};

/**
 * The one place that decides how the server sets a cookie, so no cookie can forget a flag.
 * Every cookie is HttpOnly (the web app never reads them; scripts have no business with them).
 * Secure follows the request's scheme: `request.protocol` is `https` on a TLS socket, or when a
 * proxy within TRUST_PROXY_HOPS says `X-Forwarded-Proto: https` (Fastify only believes that header
 * from a trusted peer, so a plain-HTTP client cannot switch it on or off). On plain HTTP (local demo
 * at http://localhost) Secure would make browsers drop the cookie, so it is left off there.
 * Use the same options to clear a cookie (`reply.clearCookie(name, cookieOptions(request))`):
 * browsers only remove a cookie whose path matches.
 */
export function cookieOptions(request: FastifyRequest, input: CookieOptionsInput = {}): CookieSerializeOptions {
  const options: CookieSerializeOptions = {
    path: input.path ?? '/',
    httpOnly: true,
    sameSite: input.sameSite ?? 'lax',
    secure: isHttpsRequest(request),
  };
  if (input.maxAgeSeconds !== undefined) options.maxAge = input.maxAgeSeconds;
  return options;
}

/** Whether the visitor reached the site over HTTPS (directly or through a trusted proxy). */
export function isHttpsRequest(request: Pick<FastifyRequest, 'protocol'>): boolean {
  return request.protocol === 'https';
}
