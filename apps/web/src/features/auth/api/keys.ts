/**
 * Query keys of the auth feature. Neither is under 'system' or 'systemStatus', so logout drops them with the rest of
 * the visit.
 */
export const authKeys = {
  /** One captcha image per form and attempt: images are single-use, so a new round is a new key. */
  captcha: (formId: string, round: number) => ['captcha', formId, round] as const,
  /** The server's answer for this device: the remembered user name, or null. */
  rememberedDevice: ['session', 'remembered'] as const,
};
