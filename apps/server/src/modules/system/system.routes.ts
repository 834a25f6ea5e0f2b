import { ENDPOINTS } from '@lucky/contracts/endpoint-table';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerEndpoint } from '../../plugins/endpoint-route.ts';
import { assessAccess } from '../../plugins/site-access.ts';
import { fieldSettings } from '../member/register-validation.ts';
import type { MerchantConfig } from '../merchant/merchant-config.ts';
import { buildWhitelabelTree } from './whitelabel.ts';

/** A resource's QR code encodes its download URL; the site renders the code itself. */
function publicResources(config: MerchantConfig) {
  return config.resources.map((resource) => ({ ...resource, qrCodeUrl: resource.url }));
}

function publicRegisterSettings(config: MerchantConfig) {
  const { fields, ...rest } = config.register;
  void fields;
  return { ...rest, fields: fieldSettings(config) };
}

/** Customer-service entries; the chat room (type 2) is offered only while CBS3 is on. */
const CHAT_ROOM_TYPE = 2;
function publicCustomerService(config: MerchantConfig) {
  return config.customerService.filter((entry) => entry.type !== CHAT_ROOM_TYPE || config.modules.CBS3 === true);
}

/**
 * What the status call says that does not depend on the caller, built once per loaded configuration (the merchant
 * service hands out a new object when the configuration is reloaded or changed) instead of once per call.
 */
const publicInfoOf = new WeakMap<MerchantConfig, ReturnType<typeof buildPublicInfo>>();
function buildPublicInfo(config: MerchantConfig) {
  return {
    whitelabel: buildWhitelabelTree(config),
    register: publicRegisterSettings(config),
    resources: publicResources(config),
    customerService: publicCustomerService(config),
    imageCDNs: config.imageCDNs,
    launchGameCDNs: config.launchGameCDNs,
  };
}
function publicInfo(config: MerchantConfig) {
  let info = publicInfoOf.get(config);
  if (!info) publicInfoOf.set(config, (info = buildPublicInfo(config)));
  return info;
}

export function registerSystemRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, ENDPOINTS.systemStatus, async ({ merchantConfig: config, request, reply }) => {
    const access = assessAccess({ ctx, config, request });
    reply.header('Cache-Control', 'no-store');
    return {
      status: access.status,
      maintenance: access.status === 1,
      maintenanceEnd: access.maintenanceEnd,
      regionRestriction: access.status === 2,
      ip: request.ip,
      location: { country: access.country },
      merchantCode: ctx.merchant.code,
      siteName: config.siteName,
      currency: config.currency,
      languages: config.languages,
      brand: config.brand,
      info: publicInfo(config),
      encryption: {
        keyId: ctx.keys.active.keyId,
        algorithm: 'RSA-OAEP-256+A256GCM' as const,
        publicKey: ctx.keys.active.publicKeySpkiBase64,
        acceptsPlain: config.security.acceptPlainForEncrypted,
      },
      serverTime: ctx.now().toISOString(),
    };
  });

  registerEndpoint(app, ctx, ENDPOINTS.systemWhitelabel, async ({ merchantConfig }) =>
    buildWhitelabelTree(merchantConfig),
  );
  registerEndpoint(app, ctx, ENDPOINTS.systemRegisterSettings, async ({ merchantConfig }) =>
    publicRegisterSettings(merchantConfig),
  );
  registerEndpoint(app, ctx, ENDPOINTS.systemDomainRoute, async ({ merchantConfig }) => ({
    domainList: [...merchantConfig.domains].sort((a, b) => a.speed - b.speed),
    resources: publicResources(merchantConfig),
  }));
}
