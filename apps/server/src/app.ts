import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import { UPLOAD_LIMITS } from '@lucky/contracts/common/constants';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.ts';
import type { AppConfig } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { openReplicaOf } from './db/replica-setup.ts';
import { createCaptchaChallenge, type CaptchaChallenge } from './lib/captcha-image.ts';
import { createMemoryCounterStore, type CounterStore } from './lib/counter-store.ts';
import { createJobLease, type JobLease } from './lib/job-lease.ts';
import { createCacheBus } from './lib/cache/cache-bus.ts';
import { shareMerchantChanges } from './lib/cache/merchant-changes.ts';
import { createSharedAnswers } from './lib/cache/shared-answers.ts';
import { createJobSupervisor } from './lib/job-supervisor.ts';
import { createRedisCounterStore } from './lib/redis-counter-store.ts';
import { registerAgentRoutes } from './modules/agent/agent.routes.ts';
import { registerContentRoutes } from './modules/content/content.routes.ts';
import { registerOpsContentRoutes } from './modules/content/ops-content.routes.ts';
import { startContractJobs } from './modules/agent-contracts/contract-jobs.ts';
import { registerContractRoutes } from './modules/agent-contracts/contract.routes.ts';
import { registerFeedbackRoutes } from './modules/feedback/feedback.routes.ts';
import { registerPromotionRoutes } from './modules/promotions/promotions.routes.ts';
import { registerCatalogueRoutes } from './modules/games/catalogue.routes.ts';
import { registerLaunchRoutes } from './modules/games/launch.routes.ts';
import { registerVendorRoutes } from './modules/games/vendor.routes.ts';
import { startMoneyJobs } from './modules/jobs/money-jobs.ts';
import { registerHousePages } from './modules/house-games/pages/house-page.ts';
import { registerHouseRoutes } from './modules/house-games/house.routes.ts';
import { registerJackpotRoutes } from './modules/house-games/jackpot/jackpot.routes.ts';
import { registerInboxRoutes } from './modules/inbox/inbox.routes.ts';
import { registerMemberRoutes } from './modules/member/member.routes.ts';
import { registerMissionRoutes } from './modules/missions/mission.routes.ts';
import { createMerchantConfigService } from './modules/merchant/merchant-config.service.ts';
import { registerOpsGamesRoutes } from './modules/games/ops-games.routes.ts';
import { createAppMetrics } from './modules/observability/app-metrics.ts';
import { registerObservability } from './modules/observability/observability.routes.ts';
import { registerOpsRoutes } from './modules/ops/ops.routes.ts';
import { registerMemberDeskRoutes } from './modules/ops/member-desk.routes.ts';
import { createPushHub } from './modules/push/push-hub.ts';
import { registerPushChannel } from './modules/push/push.routes.ts';
import { createPvpRooms } from './modules/pvp/pvp-rooms.ts';
import { registerPvpRoutes } from './modules/pvp/pvp.routes.ts';
import { registerOpsPvpRoutes } from './modules/pvp/ops-pvp.routes.ts';
import { startLotteryJobs } from './modules/lottery/lottery-jobs.ts';
import { startTableJobs } from './modules/house-games/tables/table-jobs.ts';
import { registerLotteryRoutes } from './modules/lottery/lottery.routes.ts';
import { startSportsbookJobs } from './modules/sportsbook/sportsbook-jobs.ts';
import { registerSportsbookRoutes } from './modules/sportsbook/sportsbook.routes.ts';
import { startLoyaltyJobs } from './modules/points/loyalty-jobs.ts';
import { registerPointsRoutes } from './modules/points/points.routes.ts';
import { registerKycRoutes } from './modules/kyc/kyc.routes.ts';
import { registerResponsiblePlayRoutes } from './modules/responsible-play/responsible-play.routes.ts';
import { setExclusionEffects } from './modules/responsible-play/exclusion-effects.ts';
import { closeAllSessions } from './modules/session/session.service.ts';
import { standMemberUpEverywhere } from './modules/pvp/pvp-exclusion.service.ts';
import { cancelMemberChases } from './modules/lottery/chase-exclusion.service.ts';
import { forfeitOpenBonuses } from './modules/promotions/bonus-forfeit.service.ts';
import { registerDepositRoutes } from './modules/payments/deposit.routes.ts';
import { registerOpsDepositRoutes } from './modules/payments/ops-deposit.routes.ts';
import { registerReferralRoutes } from './modules/referral/referral.routes.ts';
import { registerReportRoutes } from './modules/reports/reports.routes.ts';
import { startReportJobs } from './modules/reports/report-rollups.ts';
import { createSandboxGateway } from './modules/payments/sandbox-gateway.ts';
import { registerSeamlessRoutes } from './modules/seamless/seamless.routes.ts';
import { registerVendorAdminRoutes } from './modules/seamless/vendor-admin.routes.ts';
import { registerLoginRoutes } from './modules/member/login.routes.ts';
import { registerSessionRoutes } from './modules/session/session.routes.ts';
import { createOutboxSender } from './modules/session/message-sender.ts';
import { registerSystemRoutes } from './modules/system/system.routes.ts';
import { registerTransferRoutes } from './modules/transfers/transfer.routes.ts';
import { registerVipRoutes } from './modules/vip/vip.routes.ts';
import { registerWalletRoutes } from './modules/wallet/wallet.routes.ts';
import { registerWithdrawalRoutes } from './modules/withdrawals/withdrawal.routes.ts';
import { registerOpsWithdrawalRoutes } from './modules/withdrawals/ops-withdrawal.routes.ts';
import { registerRiskRoutes } from './modules/risk/risk.routes.ts';
import { createAnswerSerializerCompiler } from './plugins/answer-serializer.ts';
import { registerApiDocs } from './plugins/api-docs.ts';
import { answerFrameworkError, installErrorHandler } from './plugins/error-handler.ts';
import { serializeErrorForLog } from './plugins/error-log.ts';
import { refuseNulCharacters } from './plugins/input-guard.ts';
import { loadKeyRing } from './plugins/key-ring.ts';
import { CONTENT_SECURITY_POLICY } from './plugins/security-headers.ts';
import { registerWebApp } from './plugins/web-app.ts';

export type BuildOptions = {
  config: AppConfig;
  /** An already open database (tests share one); otherwise opened from the config. */
  database?: Database;
  counters?: CounterStore;
  now?: () => Date;
  createCaptcha?: () => CaptchaChallenge | Promise<CaptchaChallenge>;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** Run the periodic money jobs (withdrawal auto-receipt, deposit expiry); the server does, tests call them directly. */
  startJobs?: boolean;
};

export type BuiltApp = { app: FastifyInstance; ctx: AppContext };

/** Every module's routes (each module's *.routes.ts files); the push channel and the API docs come before them. */
async function registerModuleRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerSystemRoutes(app, ctx);
  registerContentRoutes(app, ctx);
  registerSessionRoutes(app, ctx);
  registerLoginRoutes(app, ctx);
  registerMemberRoutes(app, ctx);
  registerWalletRoutes(app, ctx);
  registerDepositRoutes(app, ctx);
  registerWithdrawalRoutes(app, ctx);
  registerTransferRoutes(app, ctx);
  registerContractRoutes(app, ctx);
  registerFeedbackRoutes(app, ctx);
  registerVipRoutes(app, ctx);
  registerPointsRoutes(app, ctx);
  registerResponsiblePlayRoutes(app, ctx);
  registerKycRoutes(app, ctx);
  // What a cool-off or self-exclusion does elsewhere, in this order (modules/responsible-play/README.md).
  setExclusionEffects(ctx, [
    { name: 'sessions', run: (c, member) => closeAllSessions(c, member.memberId) },
    { name: 'pvp seats', run: (c, member) => standMemberUpEverywhere(c, member.memberId) },
    { name: 'lottery chases', run: (c, member) => cancelMemberChases(c, member) },
    {
      name: 'bonuses',
      run: (c, member) => forfeitOpenBonuses(c, { memberId: member.memberId, currency: member.currency.code }),
    },
  ]);
  registerLotteryRoutes(app, ctx);
  registerSportsbookRoutes(app, ctx);
  registerPvpRoutes(app, ctx);
  registerOpsPvpRoutes(app, ctx);
  registerPromotionRoutes(app, ctx);
  registerMissionRoutes(app, ctx);
  registerReferralRoutes(app, ctx);
  registerAgentRoutes(app, ctx);
  registerOpsRoutes(app, ctx);
  registerMemberDeskRoutes(app, ctx);
  registerReportRoutes(app, ctx);
  registerOpsDepositRoutes(app, ctx);
  registerOpsWithdrawalRoutes(app, ctx);
  registerRiskRoutes(app, ctx);
  registerOpsGamesRoutes(app, ctx);
  // Vendor onboarding lives with the seamless wallet, which owns a vendor's secret, allow list and switch.
  registerVendorAdminRoutes(app, ctx);
  registerOpsContentRoutes(app, ctx);
  registerInboxRoutes(app, ctx);
  registerVendorRoutes(app, ctx);
  registerCatalogueRoutes(app, ctx);
  registerLaunchRoutes(app, ctx);
  await registerSeamlessRoutes(app, ctx);
  registerHouseRoutes(app, ctx);
  registerJackpotRoutes(app, ctx);
}

/**
 * The periodic jobs, under the app's job supervisor: their passes are counted, and they stop at close. In preClose,
 * not onClose: onClose hooks run last-added first, so the server's own database close would come before them, and
 * a pass in progress must finish while the database is open.
 */
function startPeriodicJobs(app: FastifyInstance, ctx: AppContext): void {
  ctx.jobs.supervise(() => {
    startMoneyJobs(ctx, app.log);
    startContractJobs(ctx, app.log);
    startLoyaltyJobs(ctx, app.log);
    startLotteryJobs(ctx, app.log);
    startSportsbookJobs(ctx, app.log);
    startTableJobs(ctx, app.log);
    startReportJobs(ctx, app.log);
  });
  app.addHook('preClose', async () => ctx.jobs.stopAll());
}

/** The periodic jobs' leases (lib/job-lease.ts): on PostgreSQL, when this app runs the jobs. */
function jobLeaseOf(config: AppConfig, options: BuildOptions, log: FastifyInstance['log']): JobLease | undefined {
  if (!options.startJobs || !config.DATABASE_URL) return undefined;
  return createJobLease({
    databaseUrl: config.DATABASE_URL,
    onError: (error) => log.warn({ err: error }, 'job lease connection failed; this instance skips the jobs meanwhile'),
  });
}

/** Fastify with the site's logging, proxy trust, limits, validators, serializers and error envelope. */
function createFastify(options: BuildOptions) {
  const { config } = options;
  const app = Fastify({
    // Errors are logged through error-log.ts, which keeps the values of a failed query out of the log.
    logger:
      options.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            serializers: { err: serializeErrorForLog },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    // Trust X-Forwarded-For only across the configured number of proxy hops.
    trustProxy: (_address: string, hop: number) => hop < config.TRUST_PROXY_HOPS,
    bodyLimit: config.BODY_LIMIT,
    return503OnClosing: true,
    // A broken address (bad percent-encoding, an over-long path parameter) gets the envelope like any other refusal.
    frameworkErrors: answerFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  // Answers are written by serializers compiled from the contracts; zod still checks them outside production.
  app.setSerializerCompiler(createAnswerSerializerCompiler(config.NODE_ENV !== 'production'));
  installErrorHandler(app);
  // Before any route's own checks (which read the database): no NUL in a query, path or body (input-guard.ts).
  app.addHook('preValidation', async (request) => refuseNulCharacters(request));
  return app;
}

export async function buildApp(options: BuildOptions): Promise<BuiltApp> {
  const { config } = options;
  const app = createFastify(options);
  const database =
    options.database ?? (await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }));
  const counters =
    options.counters ??
    (config.REDIS_URL
      ? createRedisCounterStore(config.REDIS_URL, undefined, {
          onError: (error) => app.log.warn({ err: error }, 'redis counter store error'),
        })
      : createMemoryCounterStore());
  const metrics = createAppMetrics({ database, now: () => ctx.now() });
  const replica = openReplicaOf(config, database, app.log, metrics);
  const answers = createSharedAnswers({
    ttlMs: config.CATALOGUE_CACHE_MS,
    now: () => ctx.now().getTime(),
    bus: createCacheBus({
      redisUrl: config.REDIS_URL,
      onError: (error, where) => app.log.warn({ err: error }, `cache bus: ${where}`),
    }),
  });
  app.addHook('onClose', async () => answers.close());
  const ctx: AppContext = {
    config,
    database,
    merchant: shareMerchantChanges(createMerchantConfigService(database.db, config.MERCHANT_CODE), answers),
    answers,
    counters,
    keys: await loadKeyRing(database.db),
    messages: createOutboxSender(database.db, app.log),
    gateways: { SANDBOX: createSandboxGateway(database.db, config.SANDBOX_GATEWAY_SECRET) },
    now: options.now ?? (() => new Date()),
    createCaptcha: options.createCaptcha ?? (() => createCaptchaChallenge()),
    push: createPushHub({ log: app.log, now: () => ctx.now(), redisUrl: config.REDIS_URL }),
    pvp: createPvpRooms({ ctx: () => ctx, log: app.log, runTimers: options.startJobs }),
    metrics,
    jobs: createJobSupervisor((report) => metrics.observeJobPass(report), jobLeaseOf(config, options, app.log)),
    shutdown: { began: false },
  };
  if (config.CLOCK_CONTROL && !options.now) {
    let offsetMs = 0;
    ctx.now = () => new Date(Date.now() + offsetMs);
    ctx.advanceClock = (ms) => {
      offsetMs += ms;
      return ctx.now();
    };
  }

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { directives: CONTENT_SECURITY_POLICY },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody, { bodyLimit: config.BODY_LIMIT });
  // Uploads stream past the JSON body limit; each route sets its own file limits.
  await app.register(fastifyMultipart, { limits: { fileSize: UPLOAD_LIMITS.maxBytes, files: UPLOAD_LIMITS.maxFiles } });
  // Before the push channel, whose sockets it counts (observability.routes.ts).
  registerObservability(app, ctx);
  // Before every other route (push.routes.ts says why).
  await registerPushChannel(app, ctx);
  await registerApiDocs(app);

  await registerModuleRoutes(app, ctx);
  registerHousePages(app, ctx);
  await registerWebApp(app, config.WEB_DIST);

  if (options.startJobs) startPeriodicJobs(app, ctx);
  app.addHook('onClose', async () => {
    await counters.close();
    await replica?.close();
    if (!options.database) await database.close();
  });
  return { app, ctx };
}
