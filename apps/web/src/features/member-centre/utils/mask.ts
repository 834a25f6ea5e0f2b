/** Masks for bound contact data: enough to recognise it, not enough to read it off a screen. */
export function maskMobile(mobile: string, dialingCode?: string | null): string {
  const digits = mobile.trim();
  const visible = digits.slice(-4);
  const masked = `${'*'.repeat(Math.max(4, digits.length - 4))}${visible}`;
  const code = dialingCode ? `+${dialingCode.replace(/[^\d]/g, '')} ` : '';
  return `${code}${digits.length <= 4 ? '****' : masked}`;
}

export function maskEmail(email: string): string {
  const [name, domain] = email.split('@');
  if (!domain) return '***';
  const shown = name.length <= 2 ? name.slice(0, 1) : name.slice(0, 2);
  return `${shown}***@${domain}`;
}
