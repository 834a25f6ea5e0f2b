import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { useSafeNavigate } from '../../components/ui/safe-link.tsx';
import { useGameBalanceSync } from '../../features/games/hooks/use-game-balance-sync.ts';
import { useSiteStatus } from '../../lib/status-context.tsx';
import styles from './game.module.css';

/** A launch URL is framed only when it is on this site or on one of the merchant's game CDNs. */
export function isTrustedGameUrl(raw: string | null, launchHosts: readonly string[], origin: string): raw is string {
  if (!raw) return false;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.origin !== origin) return false;
  if (url.origin === origin) return true;
  return launchHosts.some((host) => {
    try {
      return new URL(host.includes('://') ? host : `https://${host}`).host === url.host;
    } catch {
      return false;
    }
  });
}

/** /game?url=<launch url>: the game in a sandboxed iframe, header only. */
export function GamePage() {
  const { t } = useTranslation('pages');
  const [params] = useSearchParams();
  const navigate = useSafeNavigate();
  const { info } = useSiteStatus();
  const url = params.get('url');
  const isTrusted = isTrustedGameUrl(url, info.launchGameCDNs, window.location.origin);
  const frame = useRef<HTMLIFrameElement>(null);
  useGameBalanceSync(frame, isTrusted);

  if (!isTrusted) {
    return (
      <EmptyState
        title={url ? t('game.untrusted') : t('game.none')}
        hint={t('game.noneHint')}
        action={<Button onClick={() => navigate('/gameCenter?gameType=ALL')}>{t('game.browse')}</Button>}
      />
    );
  }
  return (
    <div className={styles.frame}>
      <iframe
        ref={frame}
        className={styles.iframe}
        src={url}
        title={t('game.title')}
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
        allow="autoplay; fullscreen"
        allowFullScreen
      />
    </div>
  );
}
