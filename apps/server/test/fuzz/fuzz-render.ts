import { randomBytes } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { encryptPayload } from '../../src/lib/payload-crypto.ts';
import { signSeamless } from '../../src/modules/seamless/seamless-signature.ts';
import { describePlan, mutatedBody, mutatedQuery, type FuzzPlan } from './fuzz-requests.ts';
import type { FuzzTarget } from './fuzz-targets.ts';
import { encodeQueryText, stringifyWithRaw } from './fuzz-values.ts';

/** What turning a plan into bytes needs from the running test: credentials, the encryption key, the vendor secret, the clock. */
export type RenderContext = {
  tokens: {
    member: string;
    agent: string;
    admin: string;
    finance: string;
    expiredMember: string;
    expiredOperator: string;
    gameSession: string;
  };
  key: { keyId: string; publicKeySpkiBase64: string };
  vendorSecret: string;
  now(): number;
  pngBytes: Buffer;
};

const forgedToken = () => randomBytes(32).toString('base64url');
const BOUNDARY = 'fuzzboundary';

function credentialHeaders(
  target: FuzzTarget,
  plan: FuzzPlan,
  ctx: RenderContext,
  rawBody: string,
): Record<string, string> {
  const { tokens } = ctx;
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const malformed: Record<string, string> = [
    { authorization: 'Bearer' },
    { authorization: `Basic ${forgedToken()}` },
    { authorization: `Bearer ${'x'.repeat(4000)}` },
    { token: 'a b c' },
  ][rawBody.length % 4] as Record<string, string>;
  switch (target.credential) {
    case 'game-session': {
      const session = {
        valid: tokens.gameSession,
        none: null,
        forged: forgedToken(),
        expired: forgedToken(),
        'other-kind': tokens.member,
        malformed: 'x'.repeat(3000),
        'weaker-role': null,
      }[plan.credential];
      return session ? { 'x-game-session': session } : {};
    }
    case 'vendor-signature': {
      const timestamp = String(ctx.now() - (plan.credential === 'expired' ? 10 * 60_000 : 0));
      const secret = plan.credential === 'other-kind' ? 'not-the-vendor-secret' : ctx.vendorSecret;
      if (plan.credential === 'none' || plan.credential === 'weaker-role') return {};
      if (plan.credential === 'forged')
        return { 'x-timestamp': timestamp, 'x-signature': randomBytes(32).toString('hex') };
      if (plan.credential === 'malformed') return { 'x-timestamp': 'yesterday', 'x-signature': 'zz' };
      return { 'x-timestamp': timestamp, 'x-signature': signSeamless(secret, timestamp, rawBody) };
    }
    case 'operator': {
      const token = {
        valid: tokens.admin,
        none: null,
        forged: forgedToken(),
        expired: tokens.expiredOperator,
        'other-kind': tokens.member,
        malformed: null,
        'weaker-role': tokens.finance,
      }[plan.credential];
      return plan.credential === 'malformed' ? malformed : token ? bearer(token) : {};
    }
    default: {
      const own = target.credential === 'agent' ? tokens.agent : tokens.member;
      const token = {
        valid: own,
        none: null,
        forged: forgedToken(),
        expired: tokens.expiredMember,
        'other-kind': tokens.admin,
        malformed: null,
        'weaker-role': null,
      }[plan.credential];
      return plan.credential === 'malformed' ? malformed : token ? bearer(token) : {};
    }
  }
}

function formText(body: unknown): string {
  if (!body || typeof body !== 'object' || Array.isArray(body))
    return `value=${encodeQueryText(stringifyWithRaw(body) ?? '')}`;
  return Object.entries(body)
    .map(
      ([key, value]) =>
        `${encodeQueryText(key)}=${encodeQueryText(typeof value === 'string' ? value : (stringifyWithRaw(value) ?? ''))}`,
    )
    .join('&');
}

function multipartPayload(plan: FuzzPlan, png: Buffer): { payload: Buffer | string; contentType: string } {
  const type = `multipart/form-data; boundary=${BOUNDARY}`;
  const field = (name: string, value: string) =>
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const fileHead = (name = 'file', filename = 'proof.png') =>
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`;
  const end = `--${BOUNDARY}--\r\n`;
  const file = (data: Buffer) => Buffer.concat([Buffer.from(fileHead()), data, Buffer.from('\r\n')]);
  switch (plan.transport) {
    case 'mp-valid-image':
      return {
        payload: Buffer.concat([
          Buffer.from(field('promotionId', '1') + field('comment', 'fuzz comment')),
          file(png),
          Buffer.from(end),
        ]),
        contentType: type,
      };
    case 'mp-truncated-headers':
      return { payload: fileHead(), contentType: type };
    case 'mp-truncated-file':
      return {
        payload: Buffer.concat([Buffer.from(fileHead()), png.subarray(0, Math.max(1, png.length >> 1))]),
        contentType: type,
      };
    case 'mp-no-boundary':
      return { payload: Buffer.concat([file(png), Buffer.from(end)]), contentType: 'multipart/form-data' };
    case 'mp-wrong-boundary':
      return {
        payload: Buffer.concat([file(png), Buffer.from(end)]),
        contentType: 'multipart/form-data; boundary=other',
      };
    case 'mp-nul-field':
      return { payload: field('comment', 'a\u0000b') + field('promotionId', '1') + end, contentType: type };
    case 'mp-control-field':
      return { payload: field('comment', 'a\u001b[2Jb\u0085') + field('promotionId', '1') + end, contentType: type };
    case 'mp-too-many-files':
      return {
        payload: Buffer.concat([file(png), file(png), file(png), file(png), Buffer.from(end)]),
        contentType: type,
      };
    case 'mp-huge-field':
      return { payload: field('comment', 'x'.repeat(300_000)) + end, contentType: type };
    case 'mp-not-an-image':
      return {
        payload: Buffer.concat([
          file(Buffer.concat([png.subarray(0, 8), Buffer.from('<html><script>alert(1)</script></html>')])),
          Buffer.from(end),
        ]),
        contentType: type,
      };
    case 'mp-no-disposition':
      return { payload: `--${BOUNDARY}\r\nContent-Type: text/plain\r\n\r\nhello\r\n${end}`, contentType: type };
    case 'mp-many-fields':
      return {
        payload: Array.from({ length: 40 }, (_, index) => field(`f${index}`, 'v')).join('') + end,
        contentType: type,
      };
    default:
      return { payload: '', contentType: type };
  }
}

function bodyPayload(
  target: FuzzTarget,
  plan: FuzzPlan,
  ctx: RenderContext,
): { payload?: string | Buffer; headers: Record<string, string> } {
  if (target.bodyFormat === 'none') return { headers: {} };
  if (target.bodyFormat === 'multipart') {
    const { payload, contentType } = multipartPayload(plan, ctx.pngBytes);
    return { payload, headers: { 'content-type': contentType } };
  }
  const body = mutatedBody(target, plan);
  const text = stringifyWithRaw(body) ?? 'null';
  const json = { 'content-type': 'application/json' };
  const encrypted = (plaintext: string, keyId = ctx.key.keyId) => ({
    payload: JSON.stringify({ ...encryptPayload(ctx.key.publicKeySpkiBase64, ctx.key.keyId, plaintext), keyId }),
    headers: { ...json, encryption: 'RSA-OAEP-256+A256GCM' },
  });
  switch (plan.transport) {
    case 'as-declared':
      if (target.encrypted) return encrypted(text);
      return target.bodyFormat === 'form' && text.length % 2 === 0
        ? { payload: formText(body), headers: { 'content-type': 'application/x-www-form-urlencoded' } }
        : { payload: text, headers: json };
    case 'malformed-json':
      return { payload: `${text.slice(0, -1)},}`, headers: json };
    case 'truncated-json':
      return { payload: text.slice(0, Math.max(1, text.length >> 1)), headers: json };
    case 'empty':
      return { payload: '', headers: json };
    case 'oversize':
      return { payload: JSON.stringify({ filler: 'x'.repeat(70_000) }), headers: json };
    case 'duplicate-keys':
      return {
        payload: text.startsWith('{') && text.length > 2 ? `{"__dup":1,"__dup":2,${text.slice(1)}` : text,
        headers: json,
      };
    case 'bom':
      return { payload: `\ufeff${text}`, headers: json };
    case 'raw-control-in-string':
      return { payload: `{"field":"a\u0001b\u0000c"}`, headers: json };
    case 'form-urlencoded':
      return { payload: formText(body), headers: { 'content-type': 'application/x-www-form-urlencoded' } };
    case 'text/plain':
      return { payload: text, headers: { 'content-type': 'text/plain' } };
    case 'application/xml':
      return { payload: '<?xml version="1.0"?><a>&lt;</a>', headers: { 'content-type': 'application/xml' } };
    case 'octet-stream':
      return { payload: randomBytes(64), headers: { 'content-type': 'application/octet-stream' } };
    case 'json-utf16':
      return { payload: Buffer.from(text, 'utf16le'), headers: { 'content-type': 'application/json; charset=utf-16' } };
    case 'multipart-on-json':
      return {
        payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--${BOUNDARY}--\r\n`,
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      };
    case 'plain-on-encrypted':
      return { payload: text, headers: json };
    case 'forged-envelope':
      return {
        payload: JSON.stringify({ keyId: ctx.key.keyId, key: 'AAAA', iv: 'AAAA', value: 'AAAA' }),
        headers: { ...json, encryption: 'RSA-OAEP-256+A256GCM' },
      };
    case 'unknown-key':
      return encrypted(text, 'no-such-key');
    case 'envelope-of-garbage':
      return encrypted(`${text.slice(0, Math.max(1, text.length >> 1))}\u0000`);
    default:
      return { payload: text, headers: json };
  }
}

/** The request a plan stands for, ready for `app.inject`, and a line that describes it. */
export function renderRequest(
  target: FuzzTarget,
  plan: FuzzPlan,
  ctx: RenderContext,
): { request: InjectOptions; description: string } {
  const params = {
    ...target.pathParams,
    ...(plan.pathMutation ? { [plan.pathMutation.key]: plan.pathMutation.value } : {}),
  };
  const path = target.path.replace(/:(\w+)/g, (_match, name: string) => encodeQueryText(params[name] ?? ''));
  const query = mutatedQuery(target, plan);
  const { payload, headers } = bodyPayload(target, plan, ctx);
  const rawBody = payload === undefined ? '' : payload.toString();
  return {
    request: {
      method: target.method,
      url: query ? `${path}?${query}` : path,
      payload,
      headers: { ...headers, ...credentialHeaders(target, plan, ctx, rawBody) },
      remoteAddress: plan.ip,
    },
    description: describePlan(target, plan),
  };
}
