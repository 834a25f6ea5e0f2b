import type { AppContext } from '../../app-context.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';

/** Who was excluded, for the effects other modules carry out. */
export type ExcludedMember = { memberId: number; username: string; currency: MerchantConfig['currency'] };
export type ExclusionEffect = { name: string; run: (ctx: AppContext, member: ExcludedMember) => Promise<unknown> };

/*
 * What a cool-off or self-exclusion does in other modules (sessions ended, card seats left, chases cancelled,
 * bonuses forfeited) is registered here by the app at start-up (app.ts) instead of imported: those modules take
 * wagers, so they depend on this one's guard, and this one must not depend back on them.
 */
const effectsOf = new WeakMap<AppContext, ExclusionEffect[]>();

export function setExclusionEffects(ctx: AppContext, effects: ExclusionEffect[]): void {
  effectsOf.set(ctx, effects);
}

/**
 * Runs every effect in order after the exclusion committed. Each is idempotent; one that fails does not stop the
 * others, and the failures are thrown together at the end (the exclusion itself stands either way).
 */
export async function runExclusionEffects(ctx: AppContext, member: ExcludedMember): Promise<void> {
  const failures: string[] = [];
  for (const effect of effectsOf.get(ctx) ?? []) {
    try {
      await effect.run(ctx, member);
    } catch (error) {
      failures.push(`${effect.name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (failures.length > 0)
    throw new Error(`exclusion effects failed for member ${member.memberId}: ${failures.join('; ')}`);
}
