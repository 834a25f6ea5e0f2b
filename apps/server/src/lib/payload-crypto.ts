import {
  constants,
  createCipheriv,
  createDecipheriv,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  privateDecrypt,
  publicEncrypt,
  randomBytes,
} from 'node:crypto';

/**
 * The RSA-OAEP-256+A256GCM envelope: a fresh AES-256 key encrypts the body with GCM,
 * and the AES key travels wrapped with the server's RSA public key (OAEP, SHA-256 for
 * both the OAEP hash and MGF1). The layout is exactly what browser Web Crypto produces
 * with RSA-OAEP {hash: 'SHA-256'} over the raw AES key and AES-GCM (tag appended), so
 * the web client needs no crypto library.
 */
export type KeyPairRecord = { keyId: string; publicKeySpkiBase64: string; privateKeyPem: string };
export type EncryptedBody = { keyId: string; key: string; iv: string; value: string };

export class PayloadDecryptError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PayloadDecryptError';
  }
}

const AES_KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
// Encrypted bodies are form submissions (login, registration); anything bigger is abuse.
export const MAX_ENCRYPTED_VALUE_CHARS = 64 * 1024;
const MAX_KEY_ID_CHARS = 128;
// Base64 of an RSA-4096 block is 684 chars, so this leaves room for a key-size upgrade.
const MAX_WRAPPED_KEY_CHARS = 1024;
const MAX_IV_CHARS = 64;

export function generateKeyPairRecord(): KeyPairRecord {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'der' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return {
    keyId: randomBytes(8).toString('hex'),
    publicKeySpkiBase64: publicKey.toString('base64'),
    privateKeyPem: privateKey,
  };
}

export function encryptPayload(publicKeySpkiBase64: string, keyId: string, plaintext: string): EncryptedBody {
  const publicKey = createPublicKey({ key: Buffer.from(publicKeySpkiBase64, 'base64'), format: 'der', type: 'spki' });
  const aesKey = randomBytes(AES_KEY_BYTES);
  const iv = randomBytes(IV_BYTES);
  const wrapped = publicEncrypt(
    { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    aesKey,
  );
  const cipher = createCipheriv('aes-256-gcm', aesKey, iv, { authTagLength: TAG_BYTES });
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return { keyId, key: wrapped.toString('base64'), iv: iv.toString('base64'), value: ciphertext.toString('base64') };
}

export function decryptPayload(privateKeyPem: string, body: EncryptedBody): string {
  if (!isEncryptedBody(body)) throw new PayloadDecryptError('malformed encrypted body');
  const wrapped = strictBase64(body.key, 'key');
  const iv = strictBase64(body.iv, 'iv');
  const value = strictBase64(body.value, 'value');
  if (iv.length !== IV_BYTES) throw new PayloadDecryptError(`iv must be ${IV_BYTES} bytes`);
  if (value.length < TAG_BYTES) throw new PayloadDecryptError('value is shorter than the auth tag');

  let aesKey: Buffer;
  try {
    const privateKey = createPrivateKey({ key: privateKeyPem, format: 'pem' });
    aesKey = privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      wrapped,
    );
  } catch (error) {
    throw new PayloadDecryptError('could not unwrap the content key', { cause: error });
  }
  if (aesKey.length !== AES_KEY_BYTES) throw new PayloadDecryptError(`content key must be ${AES_KEY_BYTES} bytes`);

  let plain: Buffer;
  try {
    const decipher = createDecipheriv('aes-256-gcm', aesKey, iv, { authTagLength: TAG_BYTES });
    decipher.setAuthTag(value.subarray(value.length - TAG_BYTES));
    plain = Buffer.concat([decipher.update(value.subarray(0, value.length - TAG_BYTES)), decipher.final()]);
  } catch (error) {
    throw new PayloadDecryptError('ciphertext failed authentication', { cause: error });
  }
  try {
    // fatal: invalid UTF-8 was not produced by our clients, so refuse rather than patch it with U+FFFD.
    return new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch (error) {
    throw new PayloadDecryptError('plaintext is not valid UTF-8', { cause: error });
  }
}

export function isEncryptedBody(value: unknown): value is EncryptedBody {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v = value as Record<string, unknown>;
  return (
    isBoundedString(v.keyId, 1, MAX_KEY_ID_CHARS) &&
    isBoundedString(v.key, 1, MAX_WRAPPED_KEY_CHARS) &&
    isBoundedString(v.iv, 1, MAX_IV_CHARS) &&
    isBoundedString(v.value, 1, MAX_ENCRYPTED_VALUE_CHARS)
  );
}

function isBoundedString(value: unknown, min: number, max: number): value is string {
  return typeof value === 'string' && value.length >= min && value.length <= max;
}

// Buffer.from(_, 'base64') silently skips invalid characters, which would turn garbage
// into a confusing crypto failure; round-tripping insists on canonical padded base64
// (what btoa and Buffer#toString produce).
function strictBase64(text: string, field: string): Buffer {
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length === 0 || bytes.toString('base64') !== text) {
    throw new PayloadDecryptError(`${field} is not valid base64`);
  }
  return bytes;
}
