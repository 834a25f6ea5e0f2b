import type { FastifyRequest } from 'fastify';
import type { MerchantConfig } from './merchant-config.ts';

/** The language of a request: its Language header when the merchant supports it, else the merchant's default. */
export function requestLanguage(request: FastifyRequest, config: MerchantConfig): string {
  const header = request.headers.language;
  const wanted = typeof header === 'string' ? header.toUpperCase() : '';
  return config.languages.supported.includes(wanted) ? wanted : config.languages.default;
}
