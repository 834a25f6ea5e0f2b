import type { FastifyRequest } from 'fastify';
import type { LocalizedText } from '../../db/schema/merchant.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';

/** The language of a request: its Language header when the merchant supports it, else the default. */
export function requestLanguage(request: FastifyRequest, config: MerchantConfig): string {
  const header = request.headers.language;
  const wanted = typeof header === 'string' ? header.toUpperCase() : '';
  return config.languages.supported.includes(wanted) ? wanted : config.languages.default;
}

/** Operator text in the wanted language, falling back to the default language, then English. */
export function pickText(text: LocalizedText, language: string, fallback: string): string {
  return text[language] ?? text[fallback] ?? text.EN ?? Object.values(text)[0] ?? '';
}
