import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../../../components/ui/tabs.tsx';
import styles from '../../ops.module.css';
import type { SportSettings, SportsSettingsUpdate } from '../api/settings.ts';
import { useChangeLines } from './change-lines.ts';
import { LimitsEditor } from './limits-editor.tsx';
import type { PendingSettings } from './pending-settings.ts';
import { SportLimitsTable } from './sport-limits-table.tsx';

/** The editor's row of a sport: its defaults (null) or one market type's own row or the defaults it follows. */
const limitsOf = (sport: SportSettings, marketType: string | null) =>
  marketType === null ? sport.defaults : (sport.markets.find((row) => row.marketType === marketType) ?? sport.defaults);

type Props = {
  sports: readonly SportSettings[];
  /** Bumped by each save: the open editor closes and starts again from what the server holds. */
  version: number;
  onPropose: (change: PendingSettings) => void;
};

/** One sport at a time: its defaults and market types, one row open in the editor, a reset for rows of their own. */
export function SportLimitsSection({ sports, version, onPropose }: Props) {
  const { t } = useTranslation('opsSports');
  const { limitsLines } = useChangeLines();
  const [sportCode, setSportCode] = useState(sports[0]?.sport ?? 'FOOTBALL');
  /** undefined: no row open; null: the sport's defaults; else a market type. */
  const [editing, setEditing] = useState<{ row: string | null; version: number } | undefined>(undefined);
  const sport = sports.find((row) => row.sport === sportCode) ?? sports[0]!;
  const open = editing && editing.version === version ? editing.row : undefined;
  const rowName = (marketType: string | null) =>
    `${t(`sport.${sport.sport}`)} · ${marketType === null ? t('limits.defaults') : t(`marketType.${marketType}`)}`;
  /** A market type without its own row gets one on its first save: the sport's defaults stop reaching it. */
  const followsDefaults = (marketType: string | null) =>
    marketType !== null && !sport.markets.find((row) => row.marketType === marketType)?.isOverride;
  const proposeLimits = (marketType: string | null) => (body: SportsSettingsUpdate) =>
    onPropose({
      title: t('limits.confirm', { name: rowName(marketType) }),
      lines: [
        ...limitsLines(limitsOf(sport, marketType), body),
        ...(followsDefaults(marketType) ? [t('limits.becomesOwn')] : []),
      ],
      body,
      saved: t('limits.saved', { name: rowName(marketType) }),
    });
  const reset = (marketType: string) =>
    onPropose({
      title: t('reset.title', { name: rowName(marketType) }),
      lines: [t('reset.line')],
      body: { sport: sport.sport, marketType: marketType as never, resetOverride: true },
      saved: t('reset.saved', { name: rowName(marketType) }),
    });
  return (
    <section className={styles.panel} aria-label={t('limits.title')}>
      <h3 className={styles.subtitle}>{t('limits.title')}</h3>
      <p className={styles.hint}>{t('limits.hint')}</p>
      <Tabs
        items={sports.map((row) => ({ key: row.sport, label: t(`sport.${row.sport}`) }))}
        active={sport.sport}
        onChange={(key) => {
          setSportCode(key as SportSettings['sport']);
          setEditing(undefined);
        }}
        ariaLabel={t('limits.sports')}
      />
      <SportLimitsTable sport={sport} editing={open} onEdit={(row) => setEditing({ row, version })} onReset={reset} />
      {open !== undefined ? (
        <LimitsEditor
          key={`${sport.sport}-${open ?? '*'}`}
          target={{ sport: sport.sport, marketType: open }}
          title={rowName(open)}
          limits={limitsOf(sport, open)}
          onPropose={proposeLimits(open)}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
    </section>
  );
}
