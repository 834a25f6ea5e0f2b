import { z } from 'zod';
import { checkSiteLink, describeSiteLinkProblem, SITE_LINK_MAX_LENGTH, type SiteLinkKind } from './site-link.ts';
import { isSingleLineText, singleLineText } from './text.ts';

/**
 * A link field an operator fills in, checked by the one site-link rule (site-link.ts). It is single-line text
 * first, so a control character gets the same answer (`request.invalid.characters`) as in any other field.
 */
export function siteLinkSchema(kind: SiteLinkKind, max = SITE_LINK_MAX_LENGTH) {
  return singleLineText()
    .trim()
    .max(max)
    .superRefine((link, ctx) => {
      if (!isSingleLineText(link)) return; // already refused as text, with its own code
      const check = checkSiteLink(link, kind);
      if (!check.ok) ctx.addIssue({ code: 'custom', message: describeSiteLinkProblem(check.problem) });
    });
}

/** Adds an issue at `path` when `link` breaks the rule of `kind`; for objects whose link kind depends on another field. */
export function refineSiteLink(ctx: z.RefinementCtx, link: string, kind: SiteLinkKind, path: PropertyKey[]): void {
  if (!isSingleLineText(link)) return; // already refused as text, with its own code
  const check = checkSiteLink(link, kind);
  if (!check.ok) ctx.addIssue({ code: 'custom', message: describeSiteLinkProblem(check.problem), path });
}
