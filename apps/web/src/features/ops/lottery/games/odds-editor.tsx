import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import styles from '../../ops.module.css';
import { formatShare } from '../lottery-format.ts';
import type { OpsLotteryGame } from '../api/games.ts';
import { buildOddsOverrides, describeMultiplier, listOddsLeaves, showOddsValue } from '../odds-paths.ts';
import own from '../ops-lottery.module.css';
import type { ProposeChange } from './pending-change.ts';

/** A Keno pay row's input is as wide as the row it replaces, up to this many characters. */
const MAX_LIST_CHARS = 40;

/**
 * The odds in force per key, the operator's overrides marked, and a new value for any key. The saved overrides are
 * sent again with the new ones (the server replaces them whole and merges them over the defaults); a reset drops one.
 */
export function OddsEditor({ game, onPropose }: { game: OpsLotteryGame; onPropose: ProposeChange }) {
  const { t, i18n } = useTranslation('opsLottery');
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
            {leaves.map((leaf) => {
              const isOverridden = overridden.has(leaf.path);
              const rtp = game.rtp[leaf.path];
              return (
                <tr
                  key={leaf.path}
                  className={edits[leaf.path]?.trim() || resets.has(leaf.path) ? own.changed : undefined}
                >
                  <td>
                    <code>{leaf.path}</code>
                  </td>
                  <td className={styles.num}>{showOddsValue(leaf.value)}</td>
                  <td className={styles.num}>{describeMultiplier(leaf.value)}</td>
                  {hasRtp ? (
                    <td className={styles.num}>{rtp === undefined ? '' : formatShare(rtp, i18n.language)}</td>
                  ) : null}
                  <td>
                    {isOverridden ? (
                      <label className={own.check}>
                        <span className={own.badge}>{t('odds.overridden')}</span>
                        <input
                          type="checkbox"
                          checked={resets.has(leaf.path)}
                          onChange={() => toggleReset(leaf.path)}
                        />
                        {t('odds.reset')}
                      </label>
                    ) : (
                      <span className={own.muted}>{t('odds.default')}</span>
                    )}
                  </td>
                  <td>
                    <input
                      className={listPaths.has(leaf.path) ? own.list : own.money}
                      value={edits[leaf.path] ?? ''}
                      placeholder={showOddsValue(leaf.value)}
                      size={
                        listPaths.has(leaf.path)
                          ? Math.min(MAX_LIST_CHARS, showOddsValue(leaf.value).length + 2)
                          : undefined
                      }
                      aria-label={t('odds.newValueOf', { key: leaf.path })}
                      onChange={(event) => setEdits((current) => ({ ...current, [leaf.path]: event.target.value }))}
                    />
                  </td>
                </tr>
              );
            })}
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
