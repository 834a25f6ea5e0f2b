import { useTranslation } from 'react-i18next';

/**
 * The desk menu's "Lottery" label. Asking for the namespace here fetches it with the desk (the label re-renders
 * when it arrives) rather than when the section is first opened; until then the tab shows nothing rather than a key.
 */
export function useOpsLotteryLabel(): string {
  const { t, ready } = useTranslation('opsLottery');
  return ready ? t('nav') : '';
}
