import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../promotions.module.css';

/** Thumbnails of the picked images; their object URLs are released when the list changes. */
export function ImagePreviews({ files, onRemove }: { files: File[]; onRemove: (index: number) => void }) {
  const { t } = useTranslation('promotions');
  const urls = useMemo(
    () => files.map((file) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '')),
    [files],
  );
  useEffect(() => () => urls.forEach((url) => url && URL.revokeObjectURL(url)), [urls]);
  if (files.length === 0) return null;
  return (
    <ul className={styles.previews}>
      {files.map((file, index) => (
        <li key={`${file.name}-${index}`} className={styles.preview}>
          {urls[index] ? <img src={urls[index]} alt={file.name} /> : <span>{file.name}</span>}
          <button type="button" onClick={() => onRemove(index)} aria-label={t('apply.remove', { name: file.name })}>
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}
