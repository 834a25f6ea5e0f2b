import { describe, expect, it } from 'vitest';
import { ipInCidr, isRegionRestricted, lookupCountry, type RegionRules } from './geo-location.ts';

// Addresses checked against the geoip-country database shipped in node_modules.
const US_IP = '8.8.8.8';
const VN_IP = '14.160.0.1'; // VNPT, Hanoi
const TH_IP = '1.46.0.1'; // True Internet, Bangkok
const US_IPV6 = '2001:4860:4860::8888';

const noRules: RegionRules = { allowCountries: [], denyCountries: [], allowCidrs: [], denyCidrs: [] };

describe('lookupCountry', () => {
  it('resolves public IPv4 and IPv6 addresses', () => {
    expect(lookupCountry(US_IP)).toBe('US');
    expect(lookupCountry(VN_IP)).toBe('VN');
    expect(lookupCountry(TH_IP)).toBe('TH');
    expect(lookupCountry(US_IPV6)).toBe('US');
  });

  it('unwraps IPv4-mapped IPv6 addresses', () => {
    expect(lookupCountry(`::ffff:${VN_IP}`)).toBe('VN');
    expect(lookupCountry(`::FFFF:${TH_IP}`)).toBe('TH');
    expect(lookupCountry('::ffff:0808:0808')).toBe('US');
    expect(lookupCountry(` ${US_IP} `)).toBe('US');
  });

  it('returns null for private, loopback, reserved and invalid addresses', () => {
    for (const ip of [
      '10.1.2.3',
      '172.16.5.4',
      '192.168.1.1',
      '127.0.0.1',
      '169.254.1.1',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fe80::1%eth0',
      'fd12:3456::1',
      '::ffff:192.168.1.1',
      '::ffff:7f00:1',
      '2001:db8::1',
      '',
      'not-an-ip',
      '999.1.1.1',
      '1.2.3',
    ]) {
      expect(lookupCountry(ip), ip).toBeNull();
    }
  });
});

describe('ipInCidr', () => {
  it('matches IPv4 ranges', () => {
    expect(ipInCidr('10.1.2.3', '10.0.0.0/8')).toBe(true);
    expect(ipInCidr('11.0.0.1', '10.0.0.0/8')).toBe(false);
    expect(ipInCidr('203.0.113.7', '203.0.113.7/32')).toBe(true);
    expect(ipInCidr('203.0.113.8', '203.0.113.7')).toBe(false);
    expect(ipInCidr('203.0.113.7', '203.0.113.7')).toBe(true);
    expect(ipInCidr('1.2.3.4', '0.0.0.0/0')).toBe(true);
    expect(ipInCidr('::ffff:10.9.8.7', '10.0.0.0/8')).toBe(true);
  });

  it('matches IPv6 ranges and keeps families apart', () => {
    expect(ipInCidr('2001:db8:abcd::1', '2001:db8::/32')).toBe(true);
    expect(ipInCidr('2001:db9::1', '2001:db8::/32')).toBe(false);
    expect(ipInCidr('2001:DB8::1', '2001:db8::/127')).toBe(true);
    expect(ipInCidr('2001:db8::2', '2001:db8::/127')).toBe(false);
    expect(ipInCidr('fe80::1', 'fe80::/10')).toBe(true);
    expect(ipInCidr('10.0.0.1', '2001:db8::/32')).toBe(false);
    expect(ipInCidr('2001:db8::1', '10.0.0.0/8')).toBe(false);
  });

  it('returns false for invalid input instead of throwing', () => {
    for (const [ip, cidr] of [
      ['10.0.0.1', '10.0.0.0/33'],
      ['10.0.0.1', '10.0.0.0/-1'],
      ['10.0.0.1', '10.0.0.0/8/8'],
      ['10.0.0.1', '10.0.0.0/abc'],
      ['10.0.0.1', ''],
      ['10.0.0.1', 'garbage/8'],
      ['::1', '::/129'],
      ['nonsense', '10.0.0.0/8'],
      ['', '::/0'],
    ]) {
      expect(ipInCidr(ip, cidr), `${ip} in ${cidr}`).toBe(false);
    }
    expect(ipInCidr(undefined as unknown as string, '10.0.0.0/8')).toBe(false);
    expect(ipInCidr('10.0.0.1', null as unknown as string)).toBe(false);
  });
});

describe('isRegionRestricted', () => {
  const check = (ip: string, rules: Partial<RegionRules>, country = lookupCountry(ip)) =>
    isRegionRestricted({ ip, country, rules: { ...noRules, ...rules } });

  it('allows everything with empty rules, unknown country included', () => {
    expect(check(US_IP, {})).toBe(false);
    expect(check('10.0.0.1', {})).toBe(false);
  });

  it('never restricts an address inside allowCidrs, even from a denied country or CIDR', () => {
    const rules = {
      allowCidrs: ['14.160.0.0/24'],
      denyCountries: ['VN'],
      denyCidrs: ['14.0.0.0/8'],
      allowCountries: ['TH'],
    };
    expect(check(VN_IP, rules)).toBe(false);
    expect(check('14.161.0.1', rules)).toBe(true);
  });

  it('restricts an address inside denyCidrs, IPv4 and IPv6', () => {
    expect(check(US_IP, { denyCidrs: ['8.8.8.0/24'] })).toBe(true);
    expect(check(US_IPV6, { denyCidrs: ['2001:4860::/32'] })).toBe(true);
    expect(check(US_IPV6, { denyCidrs: ['2001:db8::/32'] })).toBe(false);
  });

  it('restricts denied countries, case-insensitively', () => {
    expect(check(VN_IP, { denyCountries: ['vn'] })).toBe(true);
    expect(check(TH_IP, { denyCountries: ['VN'] })).toBe(false);
    expect(check(TH_IP, { denyCountries: ['VN'] }, 'th')).toBe(false);
    expect(check(TH_IP, { denyCountries: ['TH'] }, 'th')).toBe(true);
  });

  it('with an allow list, restricts countries outside it and unknown countries', () => {
    const rules = { allowCountries: ['vn', 'TH'] };
    expect(check(VN_IP, rules)).toBe(false);
    expect(check(TH_IP, rules)).toBe(false);
    expect(check(US_IP, rules)).toBe(true);
    expect(check('192.168.0.10', rules)).toBe(true);
  });

  it('lets denyCountries win over allowCountries', () => {
    expect(check(VN_IP, { allowCountries: ['VN'], denyCountries: ['VN'] })).toBe(true);
  });

  it('treats an allow list of blank entries as no allow list', () => {
    expect(check('192.168.0.10', { allowCountries: [''] })).toBe(false);
  });
});
