/**
 * Whitelabel module ids: the merchant switches each one on or off, and the server
 * refuses calls of a disabled module with `function.not.available`.
 * The first twelve are the toggles of spec section 6.
 */
export const MODULE_IDS = [
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'USERNAMEREG3',
  'FREEPLAY3',
  'PWDEXPFORCECHANGE3',
  'MOBILEVERCODELOGIN3',
  'DIRECTREG3',
  'CBS3',
  'CHNGPASSVERIF3',
  'CHNGPASSMAIL3',
  'MANPLAYREB3',
  'REFERRAL3',
  'FEEDBACK3',
  'POINTMALL3',
  'VIP3',
  'MEMBERCENTER3',
  'AGENTCENTER3',
] as const;
export type ModuleId = (typeof MODULE_IDS)[number];

/** How the module tree of `info.whitelabel` groups the toggles. */
export const MODULE_TREE: readonly { modId: string; children: readonly ModuleId[] }[] = [
  { modId: 'REGISTER', children: ['DIRECTREG3', 'USERNAMEREG3', 'MOBILENUMREG3', 'MOBILENUMPASSREG3', 'REGMOBVERF3'] },
  { modId: 'LOGIN', children: ['MOBILEVERCODELOGIN3', 'FREEPLAY3', 'PWDEXPFORCECHANGE3'] },
  { modId: 'PASSWORD', children: ['CHNGPASSVERIF3', 'CHNGPASSMAIL3'] },
  { modId: 'SERVICE', children: ['CBS3', 'FEEDBACK3'] },
  { modId: 'PROMOTION', children: ['MANPLAYREB3', 'REFERRAL3', 'POINTMALL3', 'VIP3'] },
  { modId: 'CENTRE', children: ['MEMBERCENTER3', 'AGENTCENTER3'] },
];

export type WhitelabelNode = { modId: string; enabled: '1' | '0'; childrenNodes: WhitelabelNode[] };
