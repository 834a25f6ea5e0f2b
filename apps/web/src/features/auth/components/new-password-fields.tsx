import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form/form-field.tsx';

type Props = {
  newPassword: UseFormRegisterReturn;
  confirmNewPassword: UseFormRegisterReturn;
  errors: { newPassword?: string; confirmNewPassword?: string };
};

/** A new password typed twice: the change-password and forgot-password forms end with these. */
export function NewPasswordFields({ newPassword, confirmNewPassword, errors }: Props) {
  const { t: tField } = useTranslation('validation');
  return (
    <>
      <TextField
        label={tField('field.newPassword')}
        isRequired
        type="password"
        autoComplete="new-password"
        error={errors.newPassword}
        {...newPassword}
      />
      <TextField
        label={tField('field.confirmNewPassword')}
        isRequired
        type="password"
        autoComplete="new-password"
        error={errors.confirmNewPassword}
        {...confirmNewPassword}
      />
    </>
  );
}
