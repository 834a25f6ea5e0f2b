import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { useLoginSequence } from '../hooks/use-login-sequence.ts';
import { useFreePlay } from '../api/free-play.ts';
import { FormError } from '../../../components/form/form-field.tsx';

/** Free trial (FREEPLAY3): a trial session, member info, no pending password change, home. */
export function FreePlayButton() {
  const { t } = useTranslation('auth');
  const describeError = useErrorMessage();
  const runLoginSequence = useLoginSequence();
  const freePlay = useFreePlay();
  const [isLoading, setIsLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const start = async () => {
    setIsLoading(true);
    setError(null);
    try {
      const value = await freePlay.mutateAsync();
      await runLoginSequence(value, { kind: 'freeplay' });
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      setIsLoading(false);
    }
  };

  return (
    <>
      <FormError message={error} />
      <Button variant="ghost" size="lg" block onClick={() => void start()} disabled={isLoading}>
        {isLoading ? t('login.freePlayStarting') : t('login.freePlay')}
      </Button>
    </>
  );
}
