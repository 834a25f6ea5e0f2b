import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieOptions } from '../../lib/cookie-options.ts';
import type { DeviceToken } from './remember-me.service.ts';

export const REMEMBER_COOKIE = 'lucky_remember';

/**
 * The remember token lives only in this cookie: HttpOnly (no script, so no XSS, can read it),
 * SameSite=Strict (no other site can make the browser use it), Secure over HTTPS, and sent only
 * to the session calls that read it.
 */
const rememberCookieOptions = (request: FastifyRequest, maxAgeSeconds?: number) =>
  cookieOptions(request, { path: '/wps/session', sameSite: 'strict', maxAgeSeconds });

export function readRememberCookie(request: FastifyRequest): string | null {
  return request.cookies[REMEMBER_COOKIE] || null;
}

export function setRememberCookie(request: FastifyRequest, reply: FastifyReply, device: DeviceToken): void {
  reply.setCookie(REMEMBER_COOKIE, device.token, rememberCookieOptions(request, device.maxAgeSeconds));
}

export function clearRememberCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(REMEMBER_COOKIE, rememberCookieOptions(request));
}
