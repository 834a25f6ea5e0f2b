/** A fresh id per attempt: a retried click of the same attempt replays it on the server instead of redeeming twice. */
export const newRequestId = (): string => `pm-${crypto.randomUUID().replace(/-/g, '').slice(0, 24)}`;
