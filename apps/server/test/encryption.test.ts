import { webcrypto } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptPayload } from '../src/lib/payload-crypto.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** Encrypts exactly as the browser does, with Web Crypto, to prove the server accepts it. */
async function encryptLikeBrowser(publicKeyBase64: string, keyId: string, body: unknown) {
  const publicKey = await webcrypto.subtle.importKey(
    'spki',
    Buffer.from(publicKeyBase64, 'base64'),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const aes = await webcrypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = webcrypto.getRandomValues(new Uint8Array(12));
  const wrapped = await webcrypto.subtle.encrypt(
    { name: 'RSA-OAEP' },
    publicKey,
    await webcrypto.subtle.exportKey('raw', aes),
  );
  const value = await webcrypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    aes,
    new TextEncoder().encode(JSON.stringify(body)),
  );
  const b64 = (bytes: ArrayBuffer | Uint8Array) =>
    Buffer.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)).toString('base64');
  return { keyId, key: b64(wrapped), iv: b64(iv), value: b64(value) };
}

describe('encrypted payloads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(payload),
    });

  it('accepts a payload encrypted with Web Crypto using the key from the status call', async () => {
    const { encryption } = (await t.call('systemStatus')).json().value;
    const body = await encryptLikeBrowser(encryption.publicKey, encryption.keyId, {
      type: 'username',
      username: 'demo',
      password: 'demo1234',
    });
    const response = await post(body, { encryption: 'RSA-OAEP-256+A256GCM' });
    expect(response.statusCode).toBe(200);
    expect(response.json().value.userName).toBe('demo');
  });

  it('refuses plain JSON on an encrypted endpoint unless the merchant allows it', async () => {
    const plain = { type: 'username', username: 'demo', password: 'demo1234' };
    const refused = await post(plain);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('encryption.required');
    await t.configure((config) => {
      config.security.acceptPlainForEncrypted = true;
    });
    expect((await post(plain)).statusCode).toBe(200);
    await t.configure((config) => {
      config.security.acceptPlainForEncrypted = false;
    });
  });

  it('refuses tampered, foreign-key and malformed envelopes without a 500', async () => {
    const key = t.ctx.keys.active;
    const good = encryptPayload(
      key.publicKeySpkiBase64,
      key.keyId,
      JSON.stringify({ type: 'username', username: 'demo', password: 'demo1234' }),
    );
    const flipped = Buffer.from(good.value, 'base64');
    flipped[0] ^= 1;
    const cases = [
      { ...good, value: flipped.toString('base64') },
      { ...good, keyId: 'unknown-key' },
      { ...good, iv: Buffer.alloc(8).toString('base64') },
      { keyId: key.keyId, key: 'AAAA', iv: 'AAAA', value: 'AAAA' },
      { nonsense: true },
      encryptPayload(key.publicKeySpkiBase64, key.keyId, 'not json {'),
    ];
    for (const body of cases) {
      const response = await post(body, { encryption: 'RSA-OAEP-256+A256GCM' });
      expect(response.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(response.json().code).toBe('encryption.invalid');
    }
    const decryptedButInvalid = encryptPayload(
      key.publicKeySpkiBase64,
      key.keyId,
      JSON.stringify({ type: 'username' }),
    );
    const invalid = await post(decryptedButInvalid, { encryption: 'RSA-OAEP-256+A256GCM' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().code).toBe('request.invalid');
  });
});
