import { useErrorMessage } from '../../../lib/error-message.ts';
import type { VendorAccess } from './api/vendor-access.ts';
import type { useCreateVendor, useRotateSecret, useUpdateVendor } from './api/vendor-changes.ts';
import { RotateForm } from './rotate-form.tsx';
import { VendorForm } from './vendor-form.tsx';

export type Panel = { kind: 'new' } | { kind: 'edit'; vendor: VendorAccess } | { kind: 'rotate'; vendor: VendorAccess };
/** A secret just made, until the operator says it is stored: the only place the desk ever holds one. */
export type Revealed = { name: string; secret: string };

type Props = {
  panel: Panel;
  mutations: {
    create: ReturnType<typeof useCreateVendor>;
    update: ReturnType<typeof useUpdateVendor>;
    rotate: ReturnType<typeof useRotateSecret>;
  };
  onClose: () => void;
  /** A create or a rotation answers the new secret: the desk shows it once. */
  onRevealed: (revealed: Revealed) => void;
  onSaved: (name: string) => void;
};

/** The open editor of the vendors desk: a new vendor, an edit (its code stays) or a secret rotation. */
export function VendorPanel({ panel, mutations: { create, update, rotate }, onClose, onRevealed, onSaved }: Props) {
  const describeError = useErrorMessage();
  const reveal = (answer: { vendor: { displayName: string }; walletSecret: string }) => {
    onClose();
    onRevealed({ name: answer.vendor.displayName, secret: answer.walletSecret });
  };
  if (panel.kind === 'new')
    return (
      <VendorForm
        vendor={null}
        isSaving={create.isPending}
        error={create.error ? describeError(create.error) : null}
        onCancel={onClose}
        onSave={(body) => create.mutate(body, { onSuccess: reveal })}
      />
    );
  if (panel.kind === 'edit')
    return (
      <VendorForm
        key={panel.vendor.code}
        vendor={panel.vendor}
        isSaving={update.isPending}
        error={update.error ? describeError(update.error) : null}
        onCancel={onClose}
        onSave={({ code: _code, ...fields }) =>
          update.mutate(
            { code: panel.vendor.code, ...fields },
            {
              onSuccess: (vendor) => {
                onClose();
                onSaved(vendor.displayName);
              },
            },
          )
        }
      />
    );
  return (
    <RotateForm
      vendor={panel.vendor}
      isSaving={rotate.isPending}
      error={rotate.error ? describeError(rotate.error) : null}
      onCancel={onClose}
      onRotate={(body) => rotate.mutate(body, { onSuccess: reveal })}
    />
  );
}
