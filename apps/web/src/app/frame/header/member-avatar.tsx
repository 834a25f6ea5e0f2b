import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './header.module.css';

export const DEFAULT_AVATAR = '/assets/avatars/default.svg';

/**
 * A static avatar is a name of one of the bundled pictures (`avatar-3` or `3`); a custom
 * one is a URL as given. The original read static avatars from an image host path.
 */
export function avatarUrl(avatar: string | null, avatarType: 'CUSTOM' | 'STATIC'): string {
  if (!avatar) return DEFAULT_AVATAR;
  if (avatarType === 'CUSTOM') return avatar;
  const name = /^\d+$/.test(avatar) ? `avatar-${avatar}` : avatar.replace(/\.(png|svg)$/i, '');
  return /^[a-z0-9-]+$/i.test(name) ? `/assets/avatars/${name}.svg` : DEFAULT_AVATAR;
}

export function MemberAvatar({
  avatar,
  avatarType,
  size = 36,
}: {
  avatar: string | null;
  avatarType: 'CUSTOM' | 'STATIC';
  size?: number;
}) {
  const { t } = useTranslation('frame');
  const wanted = avatarUrl(avatar, avatarType);
  // Remember which URL failed, so a new avatar gets its own chance to load.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const src = failedUrl === wanted ? DEFAULT_AVATAR : wanted;
  return (
    <img
      className={styles.avatar}
      src={src}
      alt={t('header.avatar')}
      width={size}
      height={size}
      onError={() => {
        if (src !== DEFAULT_AVATAR) setFailedUrl(wanted);
      }}
    />
  );
}
