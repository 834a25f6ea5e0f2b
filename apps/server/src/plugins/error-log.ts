/**
 * What the server log may say about an error. A failed query reaches us as Drizzle's
 * DrizzleQueryError ("Failed query: <sql>\nparams: <values>", with `params` as a property too) around
 * the driver's error (PGlite's copy even carries `query` and `params` again), and the values of a query
 * can be passwords, tokens or personal data. So every error is logged through this serializer: type,
 * code, the SQL text with its placeholders, the database's own fields naming where it failed, and the
 * stack frames — never the parameter values, and never a database message or detail that quotes a value.
 */

/** The shape pino (and Fastify's logger options) expect from an `err` serializer. */
export type LoggedError = { type: string; message: string; stack: string; [key: string]: unknown };

export type DatabaseError = {
  code: string;
  severity?: string;
  message?: string;
  table?: string;
  column?: string;
  constraint?: string;
  routine?: string;
};

const SQLSTATE = /^[0-9A-Z]{5}$/;
/** SQLSTATE classes whose message or detail quotes the offending value: data exceptions (22) and integrity violations (23). */
const VALUE_QUOTING_CLASSES = ['22', '23'];
const MAX_CAUSES = 5;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The driver's error under any wrapping (Drizzle puts it in `cause`), recognised by its SQLSTATE code. */
export function findDatabaseError(error: unknown): DatabaseError | null {
  let current: unknown = error;
  for (let depth = 0; depth <= MAX_CAUSES && isObject(current); depth += 1) {
    if (typeof current.code === 'string' && SQLSTATE.test(current.code) && typeof current.severity === 'string')
      return current as DatabaseError;
    current = current.cause;
  }
  return null;
}

/** PostgreSQL's "invalid input" family (class 22: bad encoding such as a NUL, bad syntax for a type, out of range, too long, bad dates). */
export const isInvalidInputError = (error: unknown): boolean =>
  findDatabaseError(error)?.code.startsWith('22') ?? false;

/** Drizzle's message ends with the values of the query; keep the SQL text (placeholders only) and drop the rest. */
function redactMessage(message: string): string {
  const failedQuery = /^Failed query: ([\s\S]*?)\nparams: [\s\S]*$/.exec(message);
  return failedQuery ? `Failed query: ${failedQuery[1]} (parameters withheld)` : message;
}

function describeOne(error: unknown): LoggedError {
  if (!isObject(error)) return { type: typeof error, message: String(error), stack: '' };
  const entry: LoggedError = { type: error.constructor?.name ?? 'Object', message: '', stack: '' };
  const databaseCode =
    typeof error.code === 'string' && SQLSTATE.test(error.code) && typeof error.severity === 'string'
      ? error.code
      : null;
  const message = typeof error.message === 'string' ? error.message : '';
  if (databaseCode) {
    const quotesValues = VALUE_QUOTING_CLASSES.includes(databaseCode.slice(0, 2));
    entry.code = databaseCode;
    entry.message = quotesValues ? '(withheld: a database message of this class can quote the value)' : message;
    for (const field of ['severity', 'table', 'column', 'constraint', 'routine'] as const)
      if (typeof error[field] === 'string' && error[field]) entry[field] = error[field];
  } else {
    if (typeof error.code === 'string') entry.code = error.code;
    entry.message = redactMessage(message);
    if (typeof error.statusCode === 'number') entry.statusCode = error.statusCode;
  }
  if (typeof error.stack === 'string') {
    // The first line of a stack repeats the message; keep only the frames.
    entry.stack = error.stack
      .split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .join('\n');
  }
  return entry;
}

/** The pino `err` serializer of the server: the error and its causes, without any value of a query. */
export function serializeErrorForLog(error: unknown): LoggedError {
  const head = describeOne(error);
  const causes: LoggedError[] = [];
  let cause = isObject(error) ? error.cause : undefined;
  for (let depth = 0; depth < MAX_CAUSES && cause !== undefined && cause !== null; depth += 1) {
    causes.push(describeOne(cause));
    cause = isObject(cause) ? cause.cause : undefined;
  }
  return causes.length > 0 ? { ...head, causes } : head;
}
