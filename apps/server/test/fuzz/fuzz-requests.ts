import fc from 'fast-check';
import type { FuzzTarget } from './fuzz-targets.ts';
import {
  badQueryValue,
  badValue,
  encodeQueryText,
  pathsOf,
  REMOVE,
  setAt,
  stringifyWithRaw,
  type Path,
} from './fuzz-values.ts';

/**
 * One fuzzed request, as data (so a failure prints exactly what was sent and a seed replays it):
 * which credential, what was done to the body, the query and the path, and how the body travels.
 */
export type CredentialVariant = 'valid' | 'none' | 'forged' | 'expired' | 'other-kind' | 'malformed' | 'weaker-role';
export type Mutation =
  | { kind: 'set'; path: Path; value: unknown }
  | { kind: 'remove'; path: Path }
  | { kind: 'extra'; key: string; value: unknown }
  | { kind: 'root'; value: unknown };
export type QueryMutation =
  | { kind: 'set'; key: string; value: string }
  | { kind: 'remove'; key: string }
  | { kind: 'repeat'; key: string; values: string[] }
  | { kind: 'raw'; text: string };
export type Transport =
  | 'as-declared'
  | 'malformed-json'
  | 'truncated-json'
  | 'empty'
  | 'oversize'
  | 'duplicate-keys'
  | 'bom'
  | 'raw-control-in-string'
  | 'form-urlencoded'
  | 'text/plain'
  | 'application/xml'
  | 'octet-stream'
  | 'json-utf16'
  | 'multipart-on-json'
  | 'plain-on-encrypted'
  | 'forged-envelope'
  | 'unknown-key'
  | 'envelope-of-garbage'
  | MultipartVariant;
export type MultipartVariant =
  | 'mp-valid-image'
  | 'mp-truncated-headers'
  | 'mp-truncated-file'
  | 'mp-no-boundary'
  | 'mp-wrong-boundary'
  | 'mp-nul-field'
  | 'mp-too-many-files'
  | 'mp-huge-field'
  | 'mp-not-an-image'
  | 'mp-no-disposition'
  | 'mp-many-fields'
  | 'mp-empty'
  | 'mp-control-field';

export type FuzzPlan = {
  credential: CredentialVariant;
  mutations: Mutation[];
  queryMutations: QueryMutation[];
  pathMutation: { key: string; value: string } | null;
  transport: Transport;
  ip: string;
};

const JSON_TRANSPORTS: Transport[] = [
  'malformed-json',
  'truncated-json',
  'empty',
  'oversize',
  'duplicate-keys',
  'bom',
  'raw-control-in-string',
  'form-urlencoded',
  'text/plain',
  'application/xml',
  'octet-stream',
  'json-utf16',
  'multipart-on-json',
];
const ENCRYPTED_TRANSPORTS: Transport[] = [
  'plain-on-encrypted',
  'forged-envelope',
  'unknown-key',
  'envelope-of-garbage',
];
const MULTIPART_VARIANTS: MultipartVariant[] = [
  'mp-valid-image',
  'mp-truncated-headers',
  'mp-truncated-file',
  'mp-no-boundary',
  'mp-wrong-boundary',
  'mp-nul-field',
  'mp-too-many-files',
  'mp-huge-field',
  'mp-not-an-image',
  'mp-no-disposition',
  'mp-many-fields',
  'mp-empty',
  'mp-control-field',
];
const EXTRA_KEYS = [
  '__proto__',
  'constructor',
  'extra',
  'isAdmin',
  'role',
  'balance',
  'memberId',
  'a'.repeat(200),
  '\u0000',
  '',
  '$where',
];

function credentialArbitrary(target: FuzzTarget): fc.Arbitrary<CredentialVariant> {
  if (target.credential === 'none') return fc.constantFrom<CredentialVariant>('none', 'forged', 'valid');
  const variants: CredentialVariant[] = ['none', 'forged', 'expired', 'other-kind', 'malformed'];
  if (target.roles && !target.roles.includes('finance')) variants.push('weaker-role');
  // Most requests carry a valid credential, so the bad input reaches the handler and its queries.
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant<CredentialVariant>('valid') },
    { weight: 4, arbitrary: fc.constantFrom(...variants) },
  );
}

function bodyMutations(target: FuzzTarget): fc.Arbitrary<Mutation[]> {
  const paths = pathsOf(target.baseBody);
  const one: fc.Arbitrary<Mutation>[] = [
    fc.record({ kind: fc.constant('extra' as const), key: fc.constantFrom(...EXTRA_KEYS), value: badValue }),
    fc.record({ kind: fc.constant('root' as const), value: badValue }),
  ];
  if (paths.length > 0) {
    one.push(fc.record({ kind: fc.constant('set' as const), path: fc.constantFrom(...paths), value: badValue }));
    one.push(fc.record({ kind: fc.constant('set' as const), path: fc.constantFrom(...paths), value: badValue }));
    one.push(fc.record({ kind: fc.constant('remove' as const), path: fc.constantFrom(...paths) }));
  }
  return fc.array(fc.oneof(...one), { minLength: 1, maxLength: 3 });
}

function queryMutations(target: FuzzTarget): fc.Arbitrary<QueryMutation[]> {
  const keys = Object.keys(target.baseQuery);
  const anyKey =
    keys.length > 0
      ? fc.oneof(fc.constantFrom(...keys), fc.constantFrom('extra', 'pageNo', 'token'))
      : fc.constantFrom('extra', 'pageNo', 'token', 'q');
  const one: fc.Arbitrary<QueryMutation> = fc.oneof(
    { weight: 5, arbitrary: fc.record({ kind: fc.constant('set' as const), key: anyKey, value: badQueryValue }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('remove' as const), key: anyKey }) },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('repeat' as const),
        key: anyKey,
        values: fc.array(badQueryValue, { minLength: 2, maxLength: 3 }),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('raw' as const),
        text: fc.constantFrom(
          '%',
          '%G1',
          '%C0%80',
          '%ED%A0%80',
          '%FF%FE',
          'a=%E0%A4%A',
          '&&&=&',
          '=x',
          'a[b]=1&a[c][d]=2',
          'a=1;b=2',
          `x=${'%41'.repeat(3000)}`,
        ),
      }),
    },
  );
  return fc.array(one, { minLength: target.method === 'GET' ? 1 : 0, maxLength: 3 });
}

function transportArbitrary(target: FuzzTarget): fc.Arbitrary<Transport> {
  if (target.bodyFormat === 'multipart') return fc.constantFrom(...MULTIPART_VARIANTS);
  if (target.bodyFormat === 'none') return fc.constant<Transport>('as-declared');
  const others = target.encrypted ? [...JSON_TRANSPORTS, ...ENCRYPTED_TRANSPORTS] : JSON_TRANSPORTS;
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant<Transport>('as-declared') },
    { weight: 4, arbitrary: fc.constantFrom(...others) },
  );
}

/** The arbitrary of fuzzed requests for one target. */
export function fuzzPlan(target: FuzzTarget): fc.Arbitrary<FuzzPlan> {
  const pathKeys = Object.keys(target.pathParams ?? {});
  return fc.record({
    credential: credentialArbitrary(target),
    mutations: target.bodyFormat === 'json' || target.bodyFormat === 'form' ? bodyMutations(target) : fc.constant([]),
    queryMutations: queryMutations(target),
    pathMutation:
      pathKeys.length > 0
        ? fc.option(fc.record({ key: fc.constantFrom(...pathKeys), value: badQueryValue }), { nil: null, freq: 2 })
        : fc.constant(null),
    transport: transportArbitrary(target),
    ip: fc.tuple(fc.integer({ min: 1, max: 250 }), fc.integer({ min: 1, max: 250 })).map(([a, b]) => `10.99.${a}.${b}`),
  });
}

/** The body after the plan's mutations. */
export function mutatedBody(target: FuzzTarget, plan: FuzzPlan): unknown {
  let body: unknown = target.baseBody ?? {};
  for (const mutation of plan.mutations) {
    if (mutation.kind === 'set') body = setAt(body, mutation.path, mutation.value);
    else if (mutation.kind === 'remove') body = setAt(body, mutation.path, REMOVE);
    else if (mutation.kind === 'root') body = mutation.value;
    else if (body && typeof body === 'object' && !Array.isArray(body))
      body = { ...(body as object), [mutation.key]: mutation.value };
  }
  return body;
}

/** The query string after the plan's mutations, percent-encoded by hand so broken text stays broken on the wire. */
export function mutatedQuery(target: FuzzTarget, plan: FuzzPlan): string {
  const query: Record<string, string[]> = Object.fromEntries(
    Object.entries(target.baseQuery)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, [typeof value === 'string' ? value : JSON.stringify(value)]]),
  );
  const raw: string[] = [];
  for (const mutation of plan.queryMutations) {
    if (mutation.kind === 'set') query[mutation.key] = [mutation.value];
    else if (mutation.kind === 'remove') delete query[mutation.key];
    else if (mutation.kind === 'repeat') query[mutation.key] = mutation.values;
    else raw.push(mutation.text);
  }
  const pairs = Object.entries(query).flatMap(([key, values]) =>
    values.map((value) => `${encodeQueryText(key)}=${encodeQueryText(value)}`),
  );
  return [...pairs, ...raw].join('&');
}

export function describePlan(target: FuzzTarget, plan: FuzzPlan): string {
  const show = (value: unknown) => {
    const text = stringifyWithRaw(value) ?? String(value);
    return text.length > 160 ? `${text.slice(0, 160)}…(${text.length} chars)` : text;
  };
  return (
    `${target.method} ${target.path} credential=${plan.credential} transport=${plan.transport} ip=${plan.ip}` +
    ` mutations=${show(plan.mutations)} query=${show(plan.queryMutations)}${plan.pathMutation ? ` path=${show(plan.pathMutation)}` : ''}`
  );
}
