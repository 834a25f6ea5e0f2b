import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import styles from '../../ops.module.css';
import { useSportsSettings, useUpdateSportsSettings } from '../api/settings.ts';
import { ConfirmChangeDialog } from '../confirm-dialog.tsx';
import { SportsRefusal } from '../refusal-message.tsx';
import { SavedLine } from '../saved-line.tsx';
import { BookSettingsForm } from './book-settings-form.tsx';
import { useChangeLines } from './change-lines.ts';
import type { PendingSettings } from './pending-settings.ts';
import { SettingsAudit } from './settings-audit.tsx';
import { SportLimitsSection } from './sport-limits-section.tsx';

/** Margins and limits per sport and market type, and the whole book's settings; every save is confirmed, then audited. */
export function SettingsDesk() {
  const { t } = useTranslation('opsSports');
  const settings = useSportsSettings();
  const update = useUpdateSportsSettings();
  const { bookLines } = useChangeLines();
  const [pending, setPending] = useState<PendingSettings | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  /** Bumped by each save: the forms start again from what the server now holds. */
  const [version, setVersion] = useState(0);

  if (settings.isPending) return <Spinner size={28} label={t('loading')} />;
  if (!settings.data) return <SportsRefusal error={settings.error} />;
  const data = settings.data;

  const propose = (change: PendingSettings) => {
    update.reset();
    setSaved(null);
    if (change.lines.length === 0) setSaved(t('confirm.nothing'));
    else setPending(change);
  };
  const confirm = () =>
    pending &&
    update.mutate(pending.body, {
      onSuccess: () => {
        setSaved(pending.saved);
        setPending(null);
        setVersion((value) => value + 1);
      },
    });

  return (
    <div className={styles.panel}>
      {saved ? <SavedLine text={saved} /> : null}
      <BookSettingsForm
        key={`book-${version}`}
        settings={data}
        onPropose={(body) =>
          propose({ title: t('book.confirm'), lines: bookLines(data, body), body, saved: t('book.saved') })
        }
      />
      <SportLimitsSection sports={data.sports} version={version} onPropose={propose} />
      <SettingsAudit />
      {pending ? (
        <ConfirmChangeDialog
          title={pending.title}
          lines={pending.lines}
          isPending={update.isPending}
          error={update.error}
          onConfirm={confirm}
          onCancel={() => {
            setPending(null);
            update.reset();
          }}
        />
      ) : null}
    </div>
  );
}
