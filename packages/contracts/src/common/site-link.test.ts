import { describe, expect, it } from 'vitest';
import { checkSiteLink, safeSiteLink, type SiteLinkKind } from './site-link.ts';
import { siteLinkSchema } from './site-link-schema.ts';

type Row = [link: string, kind: SiteLinkKind, expected: boolean | string];

/** Every form of an off-site or script link the audit and the usual open-redirect lists try, and the links that must pass. */
const ROWS: Row[] = [
  // Site paths.
  ['/promotions', 'internal', true],
  ['/promoDetail?id=12', 'internal', true],
  ['/helpmc#contact', 'internal', true],
  ['/', 'internal', true],
  ['/assets/banners/welcome.svg', 'internal', true],
  ['/a/%20b', 'internal', true],
  ['/%E0%B8%81', 'internal', true],
  // Off-site in a browser although they start with a slash (or look like a path).
  ['/\\evil.example', 'internal', 'bad-character'],
  ['/\\\\evil', 'internal', 'bad-character'],
  ['\\/evil', 'internal', 'bad-character'],
  ['\\\\evil.example', 'internal', 'bad-character'],
  ['//evil.example', 'internal', 'not-a-site-path'],
  ['///evil.example', 'internal', 'not-a-site-path'],
  ['//site-a.invalid/x', 'internal', 'not-a-site-path'],
  ['/\t/evil.example', 'internal', 'bad-character'],
  ['/\n/evil.example', 'internal', 'bad-character'],
  ['/\r\n/evil.example', 'internal', 'bad-character'],
  ['/ /evil.example', 'internal', 'bad-character'],
  ['/\u00a0/evil.example', 'internal', 'bad-character'],
  ['/\u0000/evil', 'internal', 'bad-character'],
  ['/%2F/evil.example', 'internal', 'off-site'],
  ['/%2f%2fevil.example', 'internal', 'off-site'],
  ['/%5Cevil.example', 'internal', 'off-site'],
  ['/%255C/evil', 'internal', true],
  ['/%E0%A4%A', 'internal', 'off-site'],
  ['/%09/evil.example', 'internal', 'off-site'],
  ['/%0A%2F/evil.example', 'internal', 'off-site'],
  ['%2F%2Fevil.example', 'internal', 'not-a-site-path'],
  ['evil.example', 'internal', 'not-a-site-path'],
  ['https://evil.example', 'internal', 'not-a-site-path'],
  ['https://site-a.invalid/x', 'internal', 'not-a-site-path'],
  ['javascript:alert(1)', 'internal', 'not-a-site-path'],
  ['/"><script>', 'internal', 'bad-character'],
  // External addresses.
  ['https://partner.example/offer?a=1#b', 'external', true],
  ['http://localhost:8080/download?platform=ios', 'external', true],
  ['HTTPS://Partner.Example', 'external', true],
  ['https://user@evil.example', 'external', 'credentials'],
  ['https://user:pass@evil.example/', 'external', 'credentials'],
  ['https://@evil.example', 'external', 'credentials'],
  ['https://lucky.example%40evil.example', 'external', 'not-an-address'],
  ['javascript:alert(1)', 'external', 'scheme'],
  ['JaVaScRiPt:alert(1)', 'external', 'scheme'],
  ['java\tscript:alert(1)', 'external', 'bad-character'],
  ['\u0001javascript:alert(1)', 'external', 'bad-character'],
  ['javascript%3Aalert(1)', 'external', 'not-an-address'],
  ['data:text/html;base64,PHNjcmlwdD4=', 'external', 'scheme'],
  ['vbscript:msgbox', 'external', 'scheme'],
  ['file:///etc/passwd', 'external', 'scheme'],
  ['ftp://files.example', 'external', 'scheme'],
  ['mailto:help@example.com', 'external', 'scheme'],
  ['https:evil.example', 'external', 'not-an-address'],
  ['https:/evil.example', 'external', 'not-an-address'],
  ['https:///evil.example', 'external', 'not-an-address'],
  ['https://', 'external', 'not-an-address'],
  ['//evil.example', 'external', 'not-an-address'],
  ['/promotions', 'external', 'not-an-address'],
  ['https://evil.example\\@lucky.example', 'external', 'bad-character'],
  // Either kind: a site path or an http(s) address.
  ['/helpmc#chat', 'any', true],
  ['https://t.me/lucky', 'any', true],
  ['//evil.example', 'any', 'not-a-site-path'],
  ['/\\evil.example', 'any', 'bad-character'],
  ['javascript:alert(1)', 'any', 'scheme'],
  ['', 'any', 'empty'],
];

describe('the site-link rule', () => {
  it.each(ROWS)('%j as %s link → %s', (link, kind, expected) => {
    const check = checkSiteLink(link, kind);
    if (expected === true) expect(check).toMatchObject({ ok: true });
    else expect(check).toEqual({ ok: false, problem: expected });
  });

  it('refuses a link longer than 2048 characters', () => {
    expect(checkSiteLink(`/${'a'.repeat(2048)}`, 'any')).toEqual({ ok: false, problem: 'too-long' });
  });

  it('never lets a passing internal link leave the origin it is resolved against, whatever the origin', () => {
    for (const [link, kind] of ROWS) {
      const href = safeSiteLink(link, kind);
      if (href === undefined || kind === 'external' || !link.startsWith('/')) continue;
      for (const origin of ['https://lucky.example', 'http://127.0.0.1:8080', 'http://192.168.1.20']) {
        expect(new URL(href, origin).origin, link).toBe(origin);
      }
    }
  });

  it('gives external links as the normalized address and refuses missing ones', () => {
    expect(safeSiteLink('HTTPS://Partner.Example', 'external')).toBe('https://partner.example/');
    expect(safeSiteLink(null)).toBeUndefined();
    expect(safeSiteLink('javascript:alert(1)')).toBeUndefined();
  });

  it('is what the zod schema refines with, after trimming the ends', () => {
    expect(siteLinkSchema('internal').safeParse('  /promotions ').data).toBe('/promotions');
    const refused = siteLinkSchema('internal').safeParse('/\\evil.example');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toMatch(/backslashes/);
    expect(siteLinkSchema('external').safeParse('JaVaScRiPt:alert(1)').success).toBe(false);
  });
});
