import type { z } from 'zod';
import type { ModuleId } from './modules.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/**
 * 'member' needs a member session token; 'optional' reads one when sent; 'none' ignores it;
 * 'operator' needs a finance-desk operator token, a separate token space from members.
 */
export type TokenRule = 'none' | 'member' | 'optional' | 'operator';
/** The desk's roles; what each may call is the one role matrix (ops/role-matrix.ts). */
export const OPERATOR_ROLES = ['admin', 'finance', 'support', 'risk', 'marketing', 'content'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export type Endpoint<
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  V extends z.ZodType = z.ZodType,
> = {
  method: HttpMethod;
  path: string;
  /** Modules that must all be enabled for the call to be served. */
  modules: readonly ModuleId[];
  token: TokenRule;
  /** The body travels as an RSA-OAEP-256+A256GCM envelope. */
  encrypted: boolean;
  /** 'form' accepts application/x-www-form-urlencoded as well as JSON; 'multipart' is a file upload (no body schema). */
  bodyFormat?: 'json' | 'form' | 'multipart';
  /** With token 'operator': the roles allowed (every role when absent). */
  roles?: readonly OperatorRole[];
  summary: string;
  tag: string;
  query?: Q;
  body?: B;
  value: V;
};

export function defineEndpoint<Q extends z.ZodType, B extends z.ZodType, V extends z.ZodType>(
  endpoint: Endpoint<Q, B, V>,
): Endpoint<Q, B, V> {
  return endpoint;
}

export type ValueOf<E> = E extends Endpoint<z.ZodType, z.ZodType, infer V> ? z.infer<V> : never;
export type BodyOf<E> = E extends Endpoint<z.ZodType, infer B, z.ZodType> ? z.input<B> : never;
export type QueryOf<E> = E extends Endpoint<infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;
