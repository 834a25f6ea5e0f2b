/**
 * Browser side of the RSA-OAEP-256+A256GCM payload scheme: a fresh AES-256-GCM key per
 * request, wrapped with the server's RSA public key (SPKI, from /wps/system/status).
 */
export type EncryptionInfo = {
  keyId: string;
  algorithm: 'RSA-OAEP-256+A256GCM';
  publicKey: string;
  acceptsPlain: boolean;
};
export type EncryptedBody = { keyId: string; key: string; iv: string; value: string };

const toBase64 = (bytes: ArrayBuffer | Uint8Array): string => {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (const byte of view) binary += String.fromCharCode(byte);
  return btoa(binary);
};
const fromBase64 = (text: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

const importedKeys = new Map<string, Promise<CryptoKey>>();

function importPublicKey(info: EncryptionInfo): Promise<CryptoKey> {
  let key = importedKeys.get(info.keyId);
  if (!key) {
    key = crypto.subtle.importKey('spki', fromBase64(info.publicKey), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
      'encrypt',
    ]);
    importedKeys.set(info.keyId, key);
  }
  return key;
}

export async function encryptBody(info: EncryptionInfo, body: unknown): Promise<EncryptedBody> {
  const publicKey = await importPublicKey(info);
  const aesKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const rawKey = await crypto.subtle.exportKey('raw', aesKey);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plaintext = new TextEncoder().encode(JSON.stringify(body));
  const [wrappedKey, ciphertext] = await Promise.all([
    crypto.subtle.encrypt({ name: 'RSA-OAEP' }, publicKey, rawKey),
    crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, plaintext),
  ]);
  return { keyId: info.keyId, key: toBase64(wrappedKey), iv: toBase64(iv), value: toBase64(ciphertext) };
}
