import type { ModuleId } from '@lucky/contracts/common/modules';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { readMerchantConfig, writeMerchantConfig } from './merchant-config.repository.ts';
import type { MerchantConfig } from './merchant-config.ts';

/**
 * Reads the merchant configuration through a short cache: it is read on nearly every call,
 * changes rarely, and a change made on another instance is picked up within the TTL.
 */
export type MerchantConfigService = {
  code: string;
  get(): Promise<MerchantConfig>;
  update(change: (config: MerchantConfig) => MerchantConfig): Promise<MerchantConfig>;
  /** Forgets the cached copy so the next read sees a change written elsewhere. */
  invalidate(): void;
  isModuleEnabled(config: MerchantConfig, moduleId: ModuleId): boolean;
  requireModule(config: MerchantConfig, moduleId: ModuleId): void;
};

export function createMerchantConfigService(db: Db, code: string, ttlMs = 2000): MerchantConfigService {
  let cached: { config: MerchantConfig; loadedAt: number } | null = null;
  let loading: Promise<MerchantConfig> | null = null;

  async function load(): Promise<MerchantConfig> {
    const config = await readMerchantConfig(db, code);
    if (!config) throw new Error(`merchant ${code} has no configuration; run the seed`);
    cached = { config, loadedAt: Date.now() };
    return config;
  }

  return {
    code,
    async get() {
      if (cached && Date.now() - cached.loadedAt < ttlMs) return cached.config;
      loading ??= load().finally(() => {
        loading = null;
      });
      return loading;
    },
    async update(change) {
      const next = change(structuredClone(await load()));
      await writeMerchantConfig(db, code, next);
      cached = { config: next, loadedAt: Date.now() };
      return next;
    },
    invalidate() {
      cached = null;
    },
    isModuleEnabled: (config, moduleId) => config.modules[moduleId] === true,
    requireModule(config, moduleId) {
      if (config.modules[moduleId] !== true) throw new AppError('function.not.available');
    },
  };
}
