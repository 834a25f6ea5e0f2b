import type { MerchantConfigService } from '../../modules/merchant/merchant-config.service.ts';
import type { SharedAnswers } from './shared-answers.ts';

/**
 * The merchant configuration, cached by every instance, follows a change made on any instance at once: an update,
 * or an `invalidate()` after a configuration written elsewhere (the settings desk writes it in its own transaction),
 * invalidates the `merchant` topic — every shared answer is built with the configuration — and an invalidation from
 * another instance makes the next read load it again. Without Redis the configuration's own TTL is the bound there.
 */
export function shareMerchantChanges(merchant: MerchantConfigService, answers: SharedAnswers): MerchantConfigService {
  answers.onInvalidate('merchant', () => merchant.invalidate());
  return {
    ...merchant,
    async update(change) {
      const next = await merchant.update(change);
      answers.invalidate('merchant');
      return next;
    },
    invalidate() {
      merchant.invalidate();
      answers.invalidate('merchant');
    },
  };
}
