/**
 * The one rule for every link an operator can set (banners, promotion and mall images, download resources,
 * customer-service and social links, CDN bases), used by the contracts' zod schemas, the server's merchant
 * configuration and the web when it follows a link. No zod here, so the browser bundle can import it.
 *
 * Links are read with the WHATWG URL parser, the one browsers use, instead of a regular expression: browsers
 * read `/\evil.example`, `\/evil.example` and `/<TAB>/evil.example` as `//evil.example` (another host), which
 * pattern checks keep missing. An internal link must resolve onto the site's own origin; it is resolved
 * against two unrelated origins of different schemes, so a link that names a host or a scheme itself
 * (`//site.invalid/x`, `https:evil`, `http:/x`) cannot pass by naming the one origin it is checked against.
 */

/** A path on this site (`/promotions`, `/help#contact`); an http(s) address elsewhere; or either. */
export type SiteLinkKind = 'internal' | 'external' | 'any';

export type SiteLinkProblem =
  'empty' | 'too-long' | 'bad-character' | 'not-a-site-path' | 'off-site' | 'not-an-address' | 'scheme' | 'credentials';

export type SiteLinkCheck = { ok: true; isExternal: boolean; href: string } | { ok: false; problem: SiteLinkProblem };

export const SITE_LINK_MAX_LENGTH = 2048;

/** Two unrelated origins; `.invalid` is reserved (RFC 2606), so no link can be meant for either. */
const PROBE_ORIGINS = ['https://site-a.invalid', 'http://site-b.invalid'] as const;

/**
 * Whitespace and control characters (the parser silently drops tabs and newlines inside a URL, and trims
 * the ends), backslashes (read as `/` in http(s) URLs) and the characters that end an HTML attribute or a
 * tag: none belongs in a link an operator types, so none is accepted rather than each one reasoned about.
 */
// eslint-disable-next-line no-control-regex
const BAD_CHARACTER = /[\u0000-\u0020\u007f-\u00a0\s\\<>"`\u2028\u2029\ufeff]/u;

const MESSAGES: Record<SiteLinkProblem, string> = {
  empty: 'the link is empty',
  'too-long': `a link has at most ${SITE_LINK_MAX_LENGTH} characters`,
  'bad-character': 'a link has no spaces, control characters, backslashes, quotes or angle brackets',
  'not-a-site-path': 'a site link is a path on this site starting with a single /, e.g. /promotions',
  'off-site': 'this link leaves the site; a site link must stay on this site',
  'not-an-address': 'an external link is a full http:// or https:// address',
  scheme: 'only http:// and https:// links are allowed',
  credentials: 'a link may not carry a user name or password',
};

/** The operator-facing sentence for a refused link. */
export function describeSiteLinkProblem(problem: SiteLinkProblem): string {
  return MESSAGES[problem];
}

function parse(link: string, base?: string): URL | null {
  try {
    return new URL(link, base);
  } catch {
    return null;
  }
}

function decodesOffSite(pathname: string): boolean {
  // A path whose decoded form starts with // or /\ turns into another host if anything on the way (a proxy,
  // a router, a redirect) decodes it once; %-encoding the slashes must not smuggle an off-site link in.
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return true;
  }
  return /^[/\\]{2}/.test(decoded.replace(/[\t\n\r]/g, ''));
}

function checkInternal(link: string): SiteLinkCheck {
  if (!link.startsWith('/') || link.startsWith('//')) return { ok: false, problem: 'not-a-site-path' };
  for (const origin of PROBE_ORIGINS) {
    const url = parse(link, origin);
    if (!url || url.origin !== origin) return { ok: false, problem: 'off-site' };
    if (decodesOffSite(url.pathname)) return { ok: false, problem: 'off-site' };
  }
  return { ok: true, isExternal: false, href: link };
}

function checkExternal(link: string): SiteLinkCheck {
  // The parser forgives `https:evil.example` and `https:/evil.example`; an operator's link spells out `//`.
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(link)?.[1]?.toLowerCase();
  if (scheme === undefined) return { ok: false, problem: 'not-an-address' };
  if (scheme !== 'http' && scheme !== 'https') return { ok: false, problem: 'scheme' };
  const url = parse(link);
  if (!url || !/^https?:\/\/[^/]/i.test(link) || url.hostname === '') return { ok: false, problem: 'not-an-address' };
  // `https://@evil.example` parses with an empty user name, so the typed authority is checked as well.
  const authority = link.slice(link.indexOf('//') + 2).split(/[/?#]/, 1)[0]!;
  if (url.username !== '' || url.password !== '' || authority.includes('@'))
    return { ok: false, problem: 'credentials' };
  return { ok: true, isExternal: true, href: url.href };
}

/** Checks one link against the rule of its kind; `href` is what to put in the page when it passes. */
export function checkSiteLink(link: string, kind: SiteLinkKind): SiteLinkCheck {
  if (link.length === 0) return { ok: false, problem: 'empty' };
  if (link.length > SITE_LINK_MAX_LENGTH) return { ok: false, problem: 'too-long' };
  if (BAD_CHARACTER.test(link)) return { ok: false, problem: 'bad-character' };
  if (kind === 'internal') return checkInternal(link);
  if (kind === 'external') return checkExternal(link);
  return link.startsWith('/') ? checkInternal(link) : checkExternal(link);
}

/** The link to put in an href or to follow, or undefined when it breaks the rule (e.g. a stored link from before it). */
export function safeSiteLink(link: string | null | undefined, kind: SiteLinkKind = 'any'): string | undefined {
  if (!link) return undefined;
  const check = checkSiteLink(link, kind);
  return check.ok ? check.href : undefined;
}
