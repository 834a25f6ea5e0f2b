import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { useErrorMessage } from '../../../lib/error-message.ts';
import { opsPath } from '../layout/ops-paths.ts';
import { useMemberLabels } from '../members/member-labels.ts';
import { useAgentTree } from './api/agents.ts';
import styles from '../ops.module.css';

/** The agent network, one level at a time: open an agent to see its direct downline. */
export function AgentTree() {
  const { t } = useTranslation('opsMembers');
  return (
    <section className={styles.card} aria-label={t('agents.tree')}>
      <h2 className={styles.subtitle}>{t('agents.tree')}</h2>
      <TreeLevel parentId={null} depth={0} />
    </section>
  );
}

function TreeLevel({ parentId, depth }: { parentId: number | null; depth: number }) {
  const { t } = useTranslation('opsMembers');
  const describeError = useErrorMessage();
  const labels = useMemberLabels();
  const query = useAgentTree(parentId);
  const [open, setOpen] = useState<Set<number>>(new Set());
  if (query.error)
    return (
      <p className={styles.error} role="alert">
        {describeError(query.error)}
      </p>
    );
  if (!query.data) return <p className={styles.hint}>{t('loading')}</p>;
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <ul style={{ listStyle: 'none', paddingInlineStart: depth === 0 ? 0 : 20 }} data-testid="agent-tree-level">
      {query.data.list.map((node) => (
        <li key={node.memberId}>
          <span className={styles.row}>
            {node.directCount > 0 ? (
              <Button
                size="sm"
                variant="ghost"
                aria-expanded={open.has(node.memberId)}
                onClick={() => toggle(node.memberId)}
              >
                {open.has(node.memberId) ? '▾' : '▸'} {node.username}
              </Button>
            ) : (
              <span>{node.username}</span>
            )}
            <span className={styles.hint}>
              {labels.type(node.type)} · {labels.status(node.status)} ·{' '}
              {t('agents.counts', { direct: node.directCount, team: node.teamCount })}
              {node.liveContracts.length > 0
                ? ` · ${node.liveContracts.map((kind) => t(`contractKind.${kind}`)).join(', ')}`
                : ''}
            </span>
            <Link to={opsPath.member(node.memberId)}>{t('agents.open')}</Link>
          </span>
          {open.has(node.memberId) ? <TreeLevel parentId={node.memberId} depth={depth + 1} /> : null}
        </li>
      ))}
      {query.data.list.length === 0 ? <li className={styles.hint}>{t('agents.empty')}</li> : null}
    </ul>
  );
}
