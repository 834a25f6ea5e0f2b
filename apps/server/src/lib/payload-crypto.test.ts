import { constants, createPublicKey, publicEncrypt, randomBytes, webcrypto } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PayloadDecryptError,
  decryptPayload,
  encryptPayload,
  generateKeyPairRecord,
  isEncryptedBody,
  type EncryptedBody,
  type KeyPairRecord,
} from './payload-crypto.ts';

const { subtle } = webcrypto;
let pair: KeyPairRecord;
let otherPair: KeyPairRecord;

beforeAll(() => {
  pair = generateKeyPairRecord();
  otherPair = generateKeyPairRecord();
});

function flipByte(base64: string, index: number): string {
  const bytes = Buffer.from(base64, 'base64');
  const i = index < 0 ? bytes.length + index : index;
  bytes[i] ^= 0x01;
  return bytes.toString('base64');
}

function expectDecryptError(privateKeyPem: string, body: EncryptedBody): void {
  expect(() => decryptPayload(privateKeyPem, body)).toThrow(PayloadDecryptError);
}

describe('generateKeyPairRecord', () => {
  it('produces a 16-hex keyId, an RSA-2048 SPKI key and a PKCS8 PEM', () => {
    expect(pair.keyId).toMatch(/^[0-9a-f]{16}$/);
    expect(pair.keyId).not.toBe(otherPair.keyId);
    const publicKey = createPublicKey({
      key: Buffer.from(pair.publicKeySpkiBase64, 'base64'),
      format: 'der',
      type: 'spki',
    });
    expect(publicKey.asymmetricKeyDetails?.modulusLength).toBe(2048);
    expect(pair.privateKeyPem).toMatch(/^-----BEGIN PRIVATE KEY-----/);
  });
});

describe('encryptPayload / decryptPayload', () => {
  it('round-trips, including non-ASCII and empty plaintexts', () => {
    for (const text of ['{"username":"alice","password":"s3cret"}', 'xin chào ไทย 🎲', '']) {
      const body = encryptPayload(pair.publicKeySpkiBase64, pair.keyId, text);
      expect(body.keyId).toBe(pair.keyId);
      expect(Buffer.from(body.iv, 'base64')).toHaveLength(12);
      expect(Buffer.from(body.key, 'base64')).toHaveLength(256);
      expect(decryptPayload(pair.privateKeyPem, body)).toBe(text);
    }
  });

  it('uses a fresh key and iv every time', () => {
    const a = encryptPayload(pair.publicKeySpkiBase64, pair.keyId, 'same');
    const b = encryptPayload(pair.publicKeySpkiBase64, pair.keyId, 'same');
    expect(a.iv).not.toBe(b.iv);
    expect(a.value).not.toBe(b.value);
  });

  it('rejects tampered ciphertext and tampered tag', () => {
    const body = encryptPayload(pair.publicKeySpkiBase64, pair.keyId, 'hello world');
    expectDecryptError(pair.privateKeyPem, { ...body, value: flipByte(body.value, 0) });
    expectDecryptError(pair.privateKeyPem, { ...body, value: flipByte(body.value, -1) });
    expectDecryptError(pair.privateKeyPem, { ...body, iv: flipByte(body.iv, 0) });
  });

  it('rejects the wrong private key and a tampered wrapped key', () => {
    const body = encryptPayload(pair.publicKeySpkiBase64, pair.keyId, 'hello');
    expectDecryptError(otherPair.privateKeyPem, body);
    expectDecryptError(pair.privateKeyPem, { ...body, key: flipByte(body.key, 10) });
    expectDecryptError('not a pem', body);
  });

  it('rejects a wrong iv length, bad base64, short values and non-bodies', () => {
    const body = encryptPayload(pair.publicKeySpkiBase64, pair.keyId, 'hello');
    expectDecryptError(pair.privateKeyPem, { ...body, iv: randomBytes(16).toString('base64') });
    expectDecryptError(pair.privateKeyPem, { ...body, iv: randomBytes(8).toString('base64') });
    expectDecryptError(pair.privateKeyPem, { ...body, value: `${body.value}!!` });
    expectDecryptError(pair.privateKeyPem, { ...body, key: body.key.replace(/=+$/, '') + '*' });
    expectDecryptError(pair.privateKeyPem, { ...body, value: randomBytes(8).toString('base64') });
    expectDecryptError(pair.privateKeyPem, { keyId: 'x' } as unknown as EncryptedBody);
  });

  it('rejects a content key that is not 32 bytes', () => {
    const body = encryptPayload(pair.publicKeySpkiBase64, pair.keyId, 'hello');
    const publicKey = createPublicKey({
      key: Buffer.from(pair.publicKeySpkiBase64, 'base64'),
      format: 'der',
      type: 'spki',
    });
    const shortKey = publicEncrypt(
      { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      randomBytes(16),
    );
    expectDecryptError(pair.privateKeyPem, { ...body, key: shortKey.toString('base64') });
  });
});

describe('Web Crypto compatibility', () => {
  it('decrypts what a browser produces with subtle.encrypt', async () => {
    const rsaKey = await subtle.importKey(
      'spki',
      Buffer.from(pair.publicKeySpkiBase64, 'base64'),
      { name: 'RSA-OAEP', hash: 'SHA-256' },
      false,
      ['encrypt'],
    );
    const aesKey = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
    const rawAesKey = await subtle.exportKey('raw', aesKey);
    const iv = webcrypto.getRandomValues(new Uint8Array(12));
    const plaintext = JSON.stringify({ username: 'bob', password: 'pässwörd' });
    const wrapped = await subtle.encrypt({ name: 'RSA-OAEP' }, rsaKey, rawAesKey);
    const value = await subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, new TextEncoder().encode(plaintext));
    const body: EncryptedBody = {
      keyId: pair.keyId,
      key: Buffer.from(wrapped).toString('base64'),
      iv: Buffer.from(iv).toString('base64'),
      value: Buffer.from(value).toString('base64'),
    };
    expect(decryptPayload(pair.privateKeyPem, body)).toBe(plaintext);
  });

  it('produces what a browser can decrypt with subtle.decrypt', async () => {
    const body = encryptPayload(pair.publicKeySpkiBase64, pair.keyId, 'from node');
    const pkcs8 = Buffer.from(pair.privateKeyPem.replace(/-----[^-]+-----|\s/g, ''), 'base64');
    const rsaKey = await subtle.importKey('pkcs8', pkcs8, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['decrypt']);
    const rawAesKey = await subtle.decrypt({ name: 'RSA-OAEP' }, rsaKey, Buffer.from(body.key, 'base64'));
    const aesKey = await subtle.importKey('raw', rawAesKey, { name: 'AES-GCM' }, false, ['decrypt']);
    const plain = await subtle.decrypt(
      { name: 'AES-GCM', iv: Buffer.from(body.iv, 'base64') },
      aesKey,
      Buffer.from(body.value, 'base64'),
    );
    expect(new TextDecoder().decode(plain)).toBe('from node');
  });
});

describe('isEncryptedBody', () => {
  it('accepts the shape and rejects everything else', () => {
    const body = encryptPayload(pair.publicKeySpkiBase64, pair.keyId, 'x');
    expect(isEncryptedBody(body)).toBe(true);
    expect(isEncryptedBody(null)).toBe(false);
    expect(isEncryptedBody('string')).toBe(false);
    expect(isEncryptedBody([body])).toBe(false);
    expect(isEncryptedBody({ ...body, iv: 12 })).toBe(false);
    expect(isEncryptedBody({ ...body, keyId: '' })).toBe(false);
    const { value: _value, ...missing } = body;
    expect(isEncryptedBody(missing)).toBe(false);
    expect(isEncryptedBody({ ...body, value: 'A'.repeat(64 * 1024 + 4) })).toBe(false);
  });
});
