/** What one push socket, member and address may take from an instance. Counts are per instance. */
export const PUSH_LIMITS = {
  /** Largest client message; ws closes a larger one with 1009. The biggest legal message (20 topics) is under 1 KiB. */
  maxMessageBytes: 4096,
  /** Sockets one authenticated member may hold (tabs and devices); one more is closed with TOO_MANY. */
  socketsPerMember: 10,
  /** Sockets from one address, counted at the upgrade: ten times a member's, because a carrier NAT puts many players behind one address. */
  socketsPerIp: 100,
  /** Auth messages one socket may send (each costs a database read): one at open, one per login in the tab. */
  authsPerSocket: 5,
  /** Client messages per socket and window; a browser tab sends a handful a minute. */
  messagesPerWindow: 30,
  messageWindowMs: 10_000,
  /** The server pings each socket this often; a socket that has not answered the previous ping is dropped. */
  heartbeatMs: 30_000,
  /** Bytes queued to a socket that does not read them before it is dropped (a slow consumer must not grow the heap). */
  maxBufferedBytes: 1024 * 1024,
  /** How long a shutdown waits for clients to answer the close before cutting their sockets. */
  closeGraceMs: 1000,
} as const;

/**
 * Close codes the server ends a push socket with. 1000-range codes are the standard ones; 44xx mirror the HTTP
 * status a request would get. A client reconnects (with backoff) after GOING_AWAY and SERVER_ERROR; the others
 * mean the client is at fault, and reconnecting at once would only repeat it.
 */
export const PUSH_CLOSE_CODES = {
  /** The server is shutting down or restarting: reconnect. */
  GOING_AWAY: 1001,
  /** A binary frame; the channel speaks JSON text only. */
  UNSUPPORTED_DATA: 1003,
  /** Something failed on the server while handling a message. */
  SERVER_ERROR: 1011,
  /** Not JSON, or a known message type with fields that do not match its schema. */
  BAD_MESSAGE: 4400,
  /** Too many sockets for the member, or too many messages or auths on this socket. */
  TOO_MANY: 4429,
} as const;
