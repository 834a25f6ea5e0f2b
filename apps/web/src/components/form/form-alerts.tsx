import { useErrorMessage } from '../../lib/error-message.ts';

type Props = {
  /** What the form itself refused, already in the page's language. */
  problem: string | null;
  /** What the server refused. */
  error: unknown;
  className: string | undefined;
};

/** A form's two alerts: the problem found before sending, and the server's refusal. */
export function FormAlerts({ problem, error, className }: Props) {
  const describeError = useErrorMessage();
  return (
    <>
      {problem ? (
        <p className={className} role="alert">
          {problem}
        </p>
      ) : null}
      {error ? (
        <p className={className} role="alert">
          {describeError(error)}
        </p>
      ) : null}
    </>
  );
}
