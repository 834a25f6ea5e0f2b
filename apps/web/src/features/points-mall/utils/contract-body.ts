import type { Endpoint } from '@lucky/contracts/common/endpoint';
import type { z } from 'zod';

/** The body schema of an endpoint a form sends (`body` is optional in the endpoint type, never for these forms). */
export function contractBody<B extends z.ZodType>(endpoint: Endpoint<z.ZodType, B, z.ZodType>): B {
  if (!endpoint.body) throw new Error(`the ${endpoint.path} contract has no body schema`);
  return endpoint.body;
}
