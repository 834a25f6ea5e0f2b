import { BlockList, isIP } from 'node:net';
import geoip from 'geoip-country';

export type RegionRules = {
  allowCountries: string[];
  denyCountries: string[];
  allowCidrs: string[];
  denyCidrs: string[];
};

type IpFamily = 'ipv4' | 'ipv6';

// Ranges that never belong to a country: without this a lookup could attribute, say,
// a carrier-grade NAT or documentation address to whoever the database lists.
const NON_PUBLIC = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  NON_PUBLIC.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  NON_PUBLIC.addSubnet(net, prefix, 'ipv6');

/**
 * Trims, drops an IPv6 zone id ("fe80::1%eth0") and unwraps IPv4-mapped IPv6 in dotted
 * form ("::ffff:1.2.3.4"), which is how a dual-stack socket reports IPv4 peers.
 */
function normalizeIp(raw: string): { address: string; family: IpFamily } | null {
  if (typeof raw !== 'string') return null;
  let address = raw.trim();
  const zone = address.indexOf('%');
  if (zone !== -1 && address.includes(':')) address = address.slice(0, zone);
  const mapped = /^(?:::ffff:|0:0:0:0:0:ffff:)(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped && isIP(mapped[1]) === 4) address = mapped[1];
  const version = isIP(address);
  if (version === 4) return { address, family: 'ipv4' };
  if (version === 6) return { address: address.toLowerCase(), family: 'ipv6' };
  return null;
}

/** ISO 3166-1 alpha-2 code (upper case), or null for private, reserved, invalid or unmapped addresses. */
export function lookupCountry(ip: string): string | null {
  const parsed = normalizeIp(ip);
  // BlockList also matches hex IPv4-mapped IPv6 against the IPv4 ranges.
  if (!parsed || NON_PUBLIC.check(parsed.address, parsed.family)) return null;
  try {
    const country = geoip.lookup(parsed.address)?.country;
    return typeof country === 'string' && /^[A-Za-z]{2}$/.test(country) ? country.toUpperCase() : null;
  } catch {
    return null;
  }
}

// Rules are evaluated on every request with the same few CIDR strings, so parsed
// lists are memoised; the cap keeps a stream of distinct junk strings from leaking.
const cidrCache = new Map<string, BlockList | null>();
const CIDR_CACHE_MAX = 1000;

function parseCidr(cidr: string): BlockList | null {
  const cached = cidrCache.get(cidr);
  if (cached !== undefined) return cached;
  let list: BlockList | null = null;
  const [base, prefixText, extra] = cidr.trim().split('/');
  // The base is not unwrapped like an ip is: "::ffff:0:0/96" is a valid IPv6 range,
  // and BlockList already matches IPv4 addresses against it.
  const version = isIP(base);
  if (version !== 0 && extra === undefined) {
    const maxPrefix = version === 4 ? 32 : 128;
    const prefix = prefixText === undefined ? maxPrefix : /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : -1;
    if (prefix >= 0 && prefix <= maxPrefix) {
      list = new BlockList();
      list.addSubnet(base, prefix, version === 4 ? 'ipv4' : 'ipv6');
    }
  }
  if (cidrCache.size >= CIDR_CACHE_MAX) cidrCache.clear();
  cidrCache.set(cidr, list);
  return list;
}

/** True when ip lies in cidr ("10.0.0.0/8", "2001:db8::/32"; a bare address means a single host). Never throws. */
export function ipInCidr(ip: string, cidr: string): boolean {
  try {
    if (typeof cidr !== 'string') return false;
    const parsed = normalizeIp(ip);
    const list = parseCidr(cidr);
    return parsed !== null && list !== null && list.check(parsed.address, parsed.family);
  } catch {
    return false;
  }
}

/**
 * Decides whether a request is refused for its location. Checks run in this order and
 * the first that applies wins:
 *   1. ip inside any allowCidrs      -> not restricted (office and partner addresses
 *                                       must get through even from a denied country);
 *   2. ip inside any denyCidrs       -> restricted;
 *   3. country in denyCountries      -> restricted;
 *   4. allowCountries is non-empty   -> restricted unless country is in it; an unknown
 *                                       country (null) is restricted too, because an
 *                                       allow list means "only these";
 *   5. otherwise                     -> not restricted (unknown countries included).
 * Country codes compare case-insensitively.
 */
export function isRegionRestricted(input: { ip: string; country: string | null; rules: RegionRules }): boolean {
  const { ip, rules } = input;
  const country = input.country ? input.country.trim().toUpperCase() : null;
  if (rules.allowCidrs.some((cidr) => ipInCidr(ip, cidr))) return false;
  if (rules.denyCidrs.some((cidr) => ipInCidr(ip, cidr))) return true;
  const denied = countrySet(rules.denyCountries);
  if (country !== null && denied.has(country)) return true;
  const allowed = countrySet(rules.allowCountries);
  if (allowed.size > 0) return country === null || !allowed.has(country);
  return false;
}

// Blank entries are dropped so a config like ALLOW_COUNTRIES="" (split into [""]) means
// "no allow list" instead of "allow nobody".
function countrySet(codes: string[]): Set<string> {
  return new Set(codes.map((code) => code.trim().toUpperCase()).filter((code) => code.length > 0));
}
