import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useRealityCheckStore } from '../../lib/reality-check-store.ts';
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

/** What every game frame may do: run its script, submit its forms, open its verify page in a new tab. */
const FRAME_SANDBOX = 'allow-scripts allow-forms allow-popups';

/**
 * The frame's sandbox for a (trusted) launch URL. A page of this site (the in-house games) never gets
 * allow-same-origin: with allow-scripts beside it, a page of our own origin could reach into the site (its
 * storage, its session, this very iframe's sandbox attribute). Without it the page has an opaque origin and talks
 * to the site only through postMessage (use-game-balance-sync.ts). A vendor's page on its own origin keeps
 * allow-same-origin: that origin is not ours, and its game needs its own storage and cookies. Anything whose
 * origin is not clearly another site's is treated as ours.
 */
export function gameFrameSandbox(url: string, origin: string): string {
  let frameOrigin: string;
  try {
    frameOrigin = new URL(url, origin).origin;
  } catch {
    return FRAME_SANDBOX;
  }
  const isOtherSite = frameOrigin !== origin && frameOrigin !== 'null' && frameOrigin.startsWith('https://');
  return isOtherSite ? `${FRAME_SANDBOX} allow-same-origin` : FRAME_SANDBOX;
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
  // Behind the reality check the game takes no input until the member answers (features/responsible-play).
  const isPaused = useRealityCheckStore((state) => state.isPaused);
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
    <div className={styles.frame} inert={isPaused} aria-busy={isPaused}>
      <iframe
        ref={frame}
        className={styles.iframe}
        src={url}
        title={t('game.title')}
        sandbox={gameFrameSandbox(url, window.location.origin)}
        allow="autoplay; fullscreen"
        allowFullScreen
      />
    </div>
  );
}
