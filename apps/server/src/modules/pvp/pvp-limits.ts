export type PvpLimits = { readonly [K in keyof typeof PVP_LIMITS]: number };

/** What one table socket may send (README, "Message protocol"). Counts are per instance. */
export const PVP_LIMITS = {
  /** Largest client message; the biggest legal one (an action with its ids) is under 300 bytes. */
  maxMessageBytes: 2048,
  /** Client messages per socket and window: a player acts, chats and tops up a few times a minute. */
  messagesPerWindow: 40,
  messageWindowMs: 10_000,
  /** Chat lines per socket and window (answered `rate.limited` beyond, the socket stays open). */
  chatPerWindow: 5,
  /** Time to authenticate after opening the socket. */
  authWithinMs: 10_000,
  /** Auth messages per socket (each costs a database read). */
  authsPerSocket: 3,
  /** How often a socket's session is checked again: a logout, a password change or a new login elsewhere ends it. */
  sessionCheckMs: 60_000,
  /** Tables one socket may have open at once. */
  tablesPerSocket: 4,
  /** Table sockets from one address, counted at the upgrade. */
  socketsPerIp: 100,
} as const;
