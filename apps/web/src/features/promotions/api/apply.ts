import type { ValueOf } from '@lucky/contracts/common/endpoint';
import type { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import { ENDPOINT_ROUTES } from '@lucky/contracts/endpoint-routes.generated';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { readToken } from '../../../lib/session-storage.ts';
import { useRefreshPromotions } from './use-refresh-promotions.ts';

type ApplicationInput = { promotionId: number; comment: string; files: readonly File[] };

/** Sends an application as multipart/form-data: the fields first, then the images in field "file". */
async function submitApplication(
  input: ApplicationInput & { language: string },
): Promise<ValueOf<typeof ENDPOINTS.promotionApply>> {
  const form = new FormData();
  form.append('promotionId', String(input.promotionId));
  form.append('comment', input.comment);
  for (const file of input.files) form.append('file', file, file.name);
  const headers: Record<string, string> = { Accept: 'application/json', Language: input.language };
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(ENDPOINT_ROUTES.promotionApply.path, {
      method: 'POST',
      headers,
      body: form,
      signal: AbortSignal.timeout(60_000),
    });
  } catch {
    throw new ApiError('network.error', 'Network link is abnormal, please try again', 0);
  }
  let envelope: { success?: boolean; value?: unknown; message?: string | null; code?: string | null };
  try {
    envelope = await response.json();
  } catch {
    throw new ApiError('unknown.error', 'Unknown error', response.status);
  }
  if (!response.ok || !envelope.success)
    throw new ApiError(
      envelope.code ?? 'unknown.error',
      envelope.message ?? 'Unknown error',
      response.status,
      envelope.value ?? null,
    );
  return envelope.value as ValueOf<typeof ENDPOINTS.promotionApply>;
}

/** Sends an application with its images in the site's language, then refreshes the promotions and the balance. */
export function useApplyForPromotion() {
  const { i18n } = useTranslation();
  const refresh = useRefreshPromotions();
  return useMutation({
    mutationFn: (input: ApplicationInput) => submitApplication({ ...input, language: i18n.language }),
    onSuccess: refresh,
  });
}
