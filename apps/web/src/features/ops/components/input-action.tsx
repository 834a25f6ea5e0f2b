import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import styles from '../ops.module.css';

/** A button that asks for one line of text (a reason, a payout reference) before it acts. */
export function InputAction({
  label,
  placeholder,
  minLength = 2,
  busy,
  onSubmit,
  variant = 'secondary',
}: {
  label: string;
  placeholder: string;
  minLength?: number;
  busy: boolean;
  onSubmit: (text: string) => void;
  variant?: 'primary' | 'secondary' | 'ghost';
}) {
  const { t } = useTranslation('ops');
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  if (!open)
    return (
      <Button size="sm" variant={variant} onClick={() => setOpen(true)}>
        {label}
      </Button>
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim().length >= minLength) onSubmit(text.trim());
  };
  return (
    <form className={styles.inline} onSubmit={submit}>
      <input
        aria-label={placeholder}
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoFocus
        maxLength={500}
      />
      <Button size="sm" type="submit" disabled={busy || text.trim().length < minLength}>
        {label}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        onClick={() => {
          setOpen(false);
          setText('');
        }}
      >
        {t('cancel')}
      </Button>
    </form>
  );
}
