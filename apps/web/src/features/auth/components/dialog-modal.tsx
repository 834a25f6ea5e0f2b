import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useModalProps, useModalStore, type DialogProps } from '../../../lib/modal-store.ts';
import { ModalShell } from './modal-shell.tsx';
import styles from './dialog-modal.module.css';

const DIALOG_WIDTH = 400;

/** The generic dialog: Enter presses the default (confirm) button; Escape and the background cancel. */
export function DialogModal() {
  const isOpen = useModalStore((state) => state.open.dialog);
  const props = useModalProps<DialogProps>('dialog');
  const { t } = useTranslation('auth');

  const confirm = () => {
    useModalStore.getState().hide('dialog');
    props?.onConfirm?.();
  };
  const cancel = () => {
    useModalStore.getState().hide('dialog');
    props?.onCancel?.();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const isOnCancel = event.target instanceof HTMLElement && event.target.dataset.role === 'cancel';
    if (event.key === 'Enter' && !isOnCancel) {
      event.preventDefault();
      confirm();
    }
  };

  return (
    <ModalShell
      isOpen={isOpen && Boolean(props)}
      onClose={cancel}
      title={props?.title}
      width={props?.width ?? DIALOG_WIDTH}
      minHeight={0}
      layer="dialog"
      testId="dialog"
    >
      <div className={styles.dialog} onKeyDown={onKeyDown}>
        <p className={styles.message}>{props?.message}</p>
        <div className={styles.actions}>
          {props?.cancelText ? (
            <Button variant="secondary" data-role="cancel" onClick={cancel}>
              {props.cancelText}
            </Button>
          ) : null}
          <Button variant="primary" data-autofocus onClick={confirm}>
            {props?.confirmText ?? t('common.confirm')}
          </Button>
        </div>
      </div>
    </ModalShell>
  );
}
