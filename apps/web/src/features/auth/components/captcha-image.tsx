import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner.tsx';
import styles from './captcha-image.module.css';

/** The clickable captcha picture placed after the captcha input. */
export function CaptchaImage({
  image,
  isLoading,
  onRefresh,
}: {
  image: string | null;
  isLoading: boolean;
  onRefresh: () => void;
}) {
  const { t } = useTranslation('auth');
  return (
    <button
      type="button"
      className={styles.captcha}
      onClick={onRefresh}
      title={t('captcha.refresh')}
      aria-label={t('captcha.refresh')}
    >
      {image ? <img src={image} alt={t('captcha.alt')} className={styles.image} /> : null}
      {!image && isLoading ? <Spinner size={18} /> : null}
      {!image && !isLoading ? <span className={styles.retry}>{t('captcha.refresh')}</span> : null}
    </button>
  );
}
