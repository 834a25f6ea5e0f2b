import type { LocalizedText } from '../db/schema/merchant.ts';

/** A catalogue name in the site's five languages, in the order the catalogues list them. */
export const localizedNames = (en: string, vi: string, cn: string, id: string, th: string): LocalizedText => ({
  EN: en,
  VI: vi,
  CN: cn,
  ID: id,
  TH: th,
});
