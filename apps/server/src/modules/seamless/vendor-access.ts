import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { findVendorAccess } from './seamless.repository.ts';
import { verifySeamlessSignature } from './seamless-signature.ts';

/** What the wallet needs to know of a vendor before it reads a call: its secrets, its switch and its allow list. */
export type VendorAccess = {
  walletSecret: string | null;
  previousWalletSecret: string | null;
  previousSecretExpiresAt: Date | null;
  walletEnabled: boolean;
  allowedIps: string[];
};

/** The secrets that sign today: the current one, and the previous one until its grace period ends. */
export function liveSecrets(access: VendorAccess, now: Date): string[] {
  const secrets = access.walletSecret ? [access.walletSecret] : [];
  if (access.previousWalletSecret && access.previousSecretExpiresAt && now < access.previousSecretExpiresAt)
    secrets.push(access.previousWalletSecret);
  return secrets;
}

/** An IPv4 client reached over an IPv6 socket shows as ::ffff:a.b.c.d; the allow list names it as a.b.c.d. */
const unmapped = (ip: string): string => (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(ip) ? ip.slice(7) : ip);

/**
 * The allow list as Node's own BlockList (node:net), which matches addresses against CIDR blocks of
 * both families, so no address-parsing library is needed. Refuses (request.invalid) an entry it
 * cannot read; the contract's zod formats already refuse the ones we know of.
 */
export function buildAllowList(allowedIps: string[]): BlockList {
  const list = new BlockList();
  for (const entry of allowedIps) {
    const [address = '', prefix] = entry.split('/');
    const plain = unmapped(address);
    try {
      if (prefix === undefined) list.addAddress(plain, isIPv4(plain) ? 'ipv4' : 'ipv6');
      else list.addSubnet(address, Number(prefix), isIPv6(address) ? 'ipv6' : 'ipv4');
    } catch {
      throw new AppError('request.invalid', `Not an address or CIDR block: ${entry}`);
    }
  }
  return list;
}

/** An empty list lets calls come from anywhere; a list that cannot be read lets none through. */
export function isAddressAllowed(allowedIps: string[], ip: string): boolean {
  if (allowedIps.length === 0) return true;
  let list: BlockList;
  try {
    list = buildAllowList(allowedIps);
  } catch {
    return false;
  }
  const client = unmapped(ip);
  if (isIPv4(client)) return list.check(client, 'ipv4');
  return isIPv6(client) && list.check(client, 'ipv6');
}

/**
 * Admits a wallet call, in this order: a known vendor with a secret, a signature by a live secret
 * and a fresh timestamp, then the allow list and the switch — after the signature, so only the real
 * vendor (who holds a secret) learns why it was refused.
 */
export function admitVendorCall(
  access: VendorAccess | null,
  call: { timestamp: string | undefined; signature: string | undefined; rawBody: string; ip: string; now: Date },
): void {
  if (!access?.walletSecret) throw new AppError('seamless.vendor.unknown');
  verifySeamlessSignature({
    secrets: liveSecrets(access, call.now),
    timestamp: call.timestamp,
    signature: call.signature,
    rawBody: call.rawBody,
    now: call.now,
  });
  if (!isAddressAllowed(access.allowedIps, call.ip)) throw new AppError('seamless.address.forbidden');
  if (!access.walletEnabled) throw new AppError('seamless.vendor.disabled');
}

/** Admits a wallet call of the vendor its path names (admitVendorCall), with the vendor's access read first. */
export async function admitVendorRequest(db: Db, vendorCode: string, call: Parameters<typeof admitVendorCall>[1]) {
  admitVendorCall(await findVendorAccess(db, vendorCode), call);
}
