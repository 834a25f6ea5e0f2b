import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { useMayCall } from '../use-may-call.ts';
import styles from '../ops.module.css';
import { MallItems } from './mall-items.tsx';
import { MallRedemptions } from './mall-redemptions.tsx';
import { PointsConfigDesk } from './points-config-form.tsx';

type Part = 'redemptions' | 'items' | 'config';

/**
 * The points mall desk, by what the role may do: finance reviews redemptions; marketing manages the items and the
 * points rates; the admin does both (the server refuses the rest anyway).
 */
export function OpsMallDesk() {
  const { t } = useTranslation('points');
  const mayReview = useMayCall('opsMallRedemptions');
  const mayEdit = useMayCall('opsMallItems');
  const parts = [
    ...(mayReview ? [{ key: 'redemptions', label: t('ops.redemptions') }] : []),
    ...(mayEdit
      ? [
          { key: 'items', label: t('ops.items') },
          { key: 'config', label: t('ops.config') },
        ]
      : []),
  ];
  const [chosen, setPart] = useState<Part | null>(null);
  const part = chosen ?? (parts[0]?.key as Part | undefined);
  if (parts.length === 1) {
    return (
      <div className={styles.panel} data-testid="ops-mall">
        <h2 className={styles.subtitle}>{t('ops.redemptions')}</h2>
        <MallRedemptions />
      </div>
    );
  }
  return (
    <div className={styles.panel} data-testid="ops-mall">
      <Tabs items={parts} active={part ?? ''} onChange={(key) => setPart(key as Part)} ariaLabel={t('ops.title')} />
      {part === 'redemptions' ? <MallRedemptions /> : null}
      {part === 'items' ? <MallItems /> : null}
      {part === 'config' ? <PointsConfigDesk /> : null}
    </div>
  );
}
