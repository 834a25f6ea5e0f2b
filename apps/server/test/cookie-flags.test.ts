import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOptions } from '../src/lib/cookie-options.ts';
import { createTestApp, type TestApp } from './test-app.ts';

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');

type SetCookie = { name: string; secure?: boolean; httpOnly?: boolean; sameSite?: string; path?: string };
const captchaCookie = (cookies: SetCookie[]) => cookies.find((cookie) => cookie.name === 'lucky_cid');

// The cookie options decide Secure from the request's scheme; one app with no trusted proxy, one behind one proxy.
describe('cookie flags', () => {
  let direct: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    direct = await createTestApp('pglite');
    proxied = await createTestApp('pglite', { TRUST_PROXY_HOPS: '1' });
  });
  afterAll(async () => {
    await direct.close();
    await proxied.close();
  });

  it('sets the captcha cookie HttpOnly and SameSite=Lax without Secure over plain HTTP', async () => {
    const response = await direct.call('captchaImage', { ip: '198.51.100.1' });
    expect(response.statusCode).toBe(200);
    const cookie = captchaCookie(response.cookies as SetCookie[]);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
  });

  it('ignores X-Forwarded-Proto from a client that is not a trusted proxy', async () => {
    const response = await direct.call('captchaImage', {
      ip: '198.51.100.2',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(captchaCookie(response.cookies as SetCookie[])?.secure).toBeFalsy();
  });

  it('sets Secure when a trusted proxy says the visitor came over HTTPS', async () => {
    const response = await proxied.call('captchaImage', {
      ip: '10.0.0.5',
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' },
    });
    expect(response.statusCode).toBe(200);
    expect(captchaCookie(response.cookies as SetCookie[])).toMatchObject({
      secure: true,
      httpOnly: true,
      sameSite: 'Lax',
    });
    expect(String(response.headers['set-cookie'])).toMatch(/; Secure/);
  });

  it('leaves Secure off when the trusted proxy says plain HTTP', async () => {
    const response = await proxied.call('captchaImage', {
      ip: '10.0.0.6',
      headers: { 'x-forwarded-proto': 'http', 'x-forwarded-for': '203.0.113.10' },
    });
    expect(captchaCookie(response.cookies as SetCookie[])?.secure).toBeFalsy();
  });
});

describe('cookieOptions', () => {
  it('is Secure on a TLS request (Fastify reports protocol https for an encrypted socket)', () => {
    expect(cookieOptions({ protocol: 'https' } as never, { maxAgeSeconds: 60 })).toEqual({
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: true,
      maxAge: 60,
    });
    expect(cookieOptions({ protocol: 'http' } as never)).toEqual({
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: false,
    });
  });

  it('is the only way the server sets or clears a cookie', () => {
    const offenders: string[] = [];
    const visit = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const file = path.join(dir, name);
        if (statSync(file).isDirectory()) {
          visit(file);
          continue;
        }
        if (!file.endsWith('.ts') || file.endsWith('.test.ts') || file === path.join(srcDir, 'lib/cookie-options.ts'))
          continue;
        const text = readFileSync(file, 'utf8');
        // Each setCookie/clearCookie call passes options made by cookieOptions(...) (or a wrapper named
        // like it, e.g. rememberCookieOptions), in a file that takes them from lib/cookie-options.ts.
        const usesHelper = /from '[./]*(lib\/)?cookie-options\.ts'/.test(text);
        for (const match of text.matchAll(/\.(setCookie|clearCookie)\(([^;]*)/g)) {
          if (!usesHelper || !/cookieoptions\(/i.test(match[2]!))
            offenders.push(`${path.relative(srcDir, file)}: ${match[0].slice(0, 80)}`);
        }
        if (/['"]set-cookie['"]/i.test(text))
          offenders.push(`${path.relative(srcDir, file)}: writes a Set-Cookie header by hand`);
      }
    };
    visit(srcDir);
    expect(offenders).toEqual([]);
  });
});
