import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';

/** Slugs of operator-editable pages: lower-case letters, digits and dashes. */
export const sitePageSlug = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'slug is 1 to 40 lower-case letters, digits or dashes');

/** The pages the site links to; operators may add more slugs. */
export const SITE_PAGE_SLUGS = { aboutUs: 'about-us', join: 'join' } as const;

export const sitePageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  body: z.string(),
  updatedAt: z.string(),
});

export const sitePage = defineEndpoint({
  method: 'GET',
  path: '/wps/system/page',
  modules: [],
  token: 'none',
  encrypted: false,
  tag: 'system',
  summary:
    'One operator-editable page (about-us, join, …) in the requested language; the body is the plain text format of the content README',
  query: z.object({ slug: sitePageSlug }),
  value: sitePageSchema,
});
