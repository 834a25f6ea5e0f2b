import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import type { CaptchaChallenge } from './lib/captcha-image.ts';
import type { CounterStore } from './lib/counter-store.ts';
import type { SharedAnswers } from './lib/cache/shared-answers.ts';
import type { JobSupervisor } from './lib/job-supervisor.ts';
import type { MerchantConfigService } from './modules/merchant/merchant-config.service.ts';
import type { AppMetrics } from './modules/observability/app-metrics.ts';
import type { ShutdownState } from './modules/observability/readiness.ts';
import type { PaymentGateways } from './modules/payments/payment-gateway.ts';
import type { PushHub } from './modules/push/push-hub.ts';
import type { PvpRooms } from './modules/pvp/pvp-rooms.ts';
import type { MessageSender } from './modules/session/message-sender.ts';
import type { KeyRing } from './plugins/key-ring.ts';

/** What every module needs, built once at start-up and handed to the routes. */
export type AppContext = {
  config: AppConfig;
  database: Database;
  merchant: MerchantConfigService;
  counters: CounterStore;
  keys: KeyRing;
  messages: MessageSender;
  /** Payment gateway adapters by provider; tests may substitute one. */
  gateways: PaymentGateways;
  now: () => Date;
  /** Present only when CLOCK_CONTROL is on: moves `now` forward. */
  advanceClock?: (ms: number) => Date;
  /** Makes captcha images; tests substitute one whose answer they know. */
  createCaptcha: () => CaptchaChallenge | Promise<CaptchaChallenge>;
  /** The push channel: services publish draw and balance events here after their transaction commits. */
  push: PushHub;
  /** The PVP card tables this instance runs (modules/pvp/README.md). */
  pvp: PvpRooms;
  /** This app's Prometheus registry and what feeds it (modules/observability/README.md). */
  metrics: AppMetrics;
  /** The periodic jobs started for this app: their passes are counted, and they stop at close. */
  jobs: JobSupervisor;
  /** Answers shared between callers (game lists, menus), invalidated across instances (lib/cache/README.md). */
  answers: SharedAnswers;
  /** `began` from the first moment of shutdown: /readyz then answers 503. */
  shutdown: ShutdownState;
};
