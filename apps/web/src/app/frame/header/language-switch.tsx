import type { TranslatedLanguage } from '@lucky/contracts/common/constants';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon.tsx';
import { changeLanguage, getSiteLanguages } from '../../../lib/i18n.ts';
import styles from './header.module.css';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation('common');
  const [isOpen, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const languages = getSiteLanguages();
  const current = i18n.language as TranslatedLanguage;

  useEffect(() => {
    if (!isOpen) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !ref.current?.contains(event.target as Node))
        setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [isOpen]);

  const choose = (language: TranslatedLanguage) => {
    setOpen(false);
    if (language !== current) void changeLanguage(language);
  };

  return (
    <div className={styles.language} ref={ref}>
      <button
        type="button"
        className={styles.languageButton}
        aria-haspopup="listbox"
        aria-expanded={isOpen}
        // The name starts with the code the button shows, so a voice command naming what is seen finds it.
        aria-label={`${current} — ${t('language.choose')}`}
        onClick={() => setOpen((value) => !value)}
        disabled={languages.length < 2}
      >
        <Icon name="globe" size={18} />
        <span>{current}</span>
        {languages.length > 1 ? <Icon name="chevronDown" size={14} /> : null}
      </button>
      {isOpen ? (
        <ul className={styles.languageMenu} role="listbox" aria-label={t('language.choose')}>
          {languages.map((language) => (
            // A listbox owns options, not list items: the li is layout only.
            <li key={language} role="none">
              <button
                type="button"
                role="option"
                aria-selected={language === current}
                className={
                  language === current ? `${styles.languageOption} ${styles.languageCurrent}` : styles.languageOption
                }
                onClick={() => choose(language)}
              >
                <span className={styles.languageCode}>{language}</span>
                <span>{t(`language.name.${language}`)}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
