import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import styles from '../../ops.module.css';
import type { OpsLotteryGame } from '../api/games.ts';
import { buildOddsOverrides, listOddsLeaves, showOddsValue } from '../odds-paths.ts';
import own from '../ops-lottery.module.css';
import { OddsRow } from './odds-row.tsx';
import type { ProposeChange } from './pending-change.ts';

/**
 * The odds in force per key, the operator's overrides marked, and a new value for any key. The saved overrides are
 * sent again with the new ones (the server replaces them whole and merges them over the defaults); a reset drops one.
 */
export function OddsEditor({ game, onPropose }: { game: OpsLotteryGame; onPropose: ProposeChange }) {
  const { t } = useTranslation('opsLottery');
  const leaves = useMemo(() => listOddsLeaves(game.odds), [game.odds]);
  const overridden = useMemo(
    () => new Set(listOddsLeaves(game.oddsOverrides).map((leaf) => leaf.path)),
    [game.oddsOverrides],
  );
  const listPaths = useMemo(
    () => new Set(leaves.filter((leaf) => Array.isArray(leaf.value)).map((leaf) => leaf.path)),
    [leaves],
  );
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [resets, setResets] = useState<ReadonlySet<string>>(new Set());
  const hasRtp = Object.keys(game.rtp).length > 0;

  const edited = Object.entries(edits).filter(([, text]) => text.trim() !== '');
  const toggleReset = (path: string) =>
    setResets((current) => {
      const next = new Set(current);
      if (!next.delete(path)) next.add(path);
      return next;
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (edited.length === 0 && resets.size === 0) return;
    const inForce = new Map(leaves.map((leaf) => [leaf.path, showOddsValue(leaf.value)]));
    onPropose({
      title: t('odds.confirm', { name: game.labelName }),
      lines: [
        ...edited.map(([path, text]) => t('odds.line', { key: path, from: inForce.get(path) ?? '', to: text.trim() })),
        ...[...resets].filter((path) => !edits[path]?.trim()).map((path) => t('odds.resetLine', { key: path })),
      ],
      body: {
        gameCode: game.gameCode,
        oddsOverrides: buildOddsOverrides({ current: game.oddsOverrides, edits, resets, listPaths }),
      },
      saved: t('odds.saved', { name: game.labelName }),
    });
  };

  return (
    <form className={styles.panel} onSubmit={submit} aria-label={t('odds.title')} data-testid="lottery-odds">
      <h4 className={own.heading}>{t('odds.title')}</h4>
      <p className={styles.hint}>{t('odds.hint')}</p>
      <div className={own.scroll}>
        <table className={`${styles.table} ${own.editTable}`}>
          <thead>
            <tr>
              <th>{t('odds.key')}</th>
              <th className={styles.num}>{t('odds.inForce')}</th>
              <th className={styles.num}>{t('odds.pays')}</th>
              {hasRtp ? <th className={styles.num}>{t('odds.rtp')}</th> : null}
              <th>{t('odds.source')}</th>
              <th>{t('odds.newValue')}</th>
            </tr>
          </thead>
          <tbody>
            {leaves.map((leaf) => (
              <OddsRow
                key={leaf.path}
                leaf={leaf}
                rtp={hasRtp ? (game.rtp[leaf.path] ?? null) : undefined}
                isOverridden={overridden.has(leaf.path)}
                isList={listPaths.has(leaf.path)}
                edit={edits[leaf.path] ?? ''}
                isReset={resets.has(leaf.path)}
                onEdit={(text) => setEdits((current) => ({ ...current, [leaf.path]: text }))}
                onToggleReset={() => toggleReset(leaf.path)}
              />
            ))}
          </tbody>
        </table>
      </div>
      <div className={styles.actions}>
        <Button type="submit" size="sm" disabled={edited.length === 0 && resets.size === 0}>
          {t('odds.save')}
        </Button>
      </div>
    </form>
  );
}
