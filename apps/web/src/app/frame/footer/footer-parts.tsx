import { safeSiteLink } from '@lucky/contracts/common/site-link';
import { useTranslation } from 'react-i18next';
import styles from './footer.module.css';

export const PAYMENT_METHODS = ['bank-transfer', 'e-wallet', 'qr-pay', 'card'] as const;
/** Social channels in the spec's order; links come from brand.socialLinks. */
export const SOCIAL_CHANNELS = ['facebook', 'instagram', 'youtube', 'telegram', 'discord', 'linkedin'] as const;

export function SocialLinks({ links }: { links: readonly { channel: string; url: string }[] }) {
  const { t } = useTranslation('frame');
  const byChannel = new Map(
    links.flatMap((link) => {
      const url = safeSiteLink(link.url, 'external');
      return url ? [[link.channel.toLowerCase(), url] as const] : [];
    }),
  );
  const shown = SOCIAL_CHANNELS.filter((channel) => byChannel.has(channel));
  return (
    <ul className={styles.social}>
      {shown.map((channel) => (
        <li key={channel}>
          <a
            href={byChannel.get(channel)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t(`footer.social.${channel}`)}
            title={t(`footer.social.${channel}`)}
          >
            <img src={`/assets/social/${channel}.svg`} alt="" width={36} height={36} loading="lazy" />
          </a>
        </li>
      ))}
    </ul>
  );
}
