import { useTranslation } from 'react-i18next';

/** Labels instead of codes: a member's status and account type as words. */
export function useMemberLabels() {
  const { t } = useTranslation('opsMembers');
  return {
    status: (status: string) => t(`status.${status}`, { defaultValue: status }),
    type: (type: number) => t(`type.${type}`, { defaultValue: String(type) }),
  };
}
