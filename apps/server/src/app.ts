import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { AccessLog } from './lib/access-log.js';
import { BackgroundTasks } from './lib/background.js';
import { Lifecycle } from './lib/lifecycle.js';
import { stdoutDestination } from './lib/log-destination.js';
import { serializeError, serializeRequest } from './lib/log-serializers.js';
import { addRequestScope, requestIdMixin } from './lib/request-context.js';
import { requestIdFor } from './lib/request-id.js';
import { trustProxyOption } from './lib/trust-proxy.js';
import { accountRoutes } from './modules/account/account.routes.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { adminAuthRoutes } from './modules/admin/admin-auth.routes.js';
import { authenticateAdmin } from './modules/admin/admin-auth.service.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { authenticateToken, findLiveSessions, presentedSessionId } from './modules/auth/auth.service.js';
import { blockRoutes } from './modules/blocks/blocks.routes.js';
import { contactPrivacyRoutes } from './modules/contact-privacy/contact-privacy.routes.js';
import { discoveryRoutes, savedListRoutes, searchRoutes } from './modules/discovery/discovery.routes.js';
import { guardianViewRoutes } from './modules/guardian-view/guardian-view.routes.js';
import { authenticateGuardian } from './modules/guardians/guardian-session.service.js';
import { guardianRoutes } from './modules/guardians/guardians.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { registerInterestLiveEvents } from './modules/interests/interests.live.js';
import { interestRoutes } from './modules/interests/interests.routes.js';
import { startJobs } from './modules/jobs/jobs.js';
import { liveRoutes } from './modules/live/live.routes.js';
import { LiveRegistry } from './modules/live/live-registry.js';
import type { StreamHubOptions } from './modules/live/stream-hub.js';
import { mediaRoutes, uploadRoutes } from './modules/media/media.routes.js';
import { chaperoneRoutes } from './modules/messages/chaperone.routes.js';
import { registerMessageLiveEvents } from './modules/messages/messages.live.js';
import { messageRoutes } from './modules/messages/messages.routes.js';
import { metricsRoutes } from './modules/metrics/metrics.routes.js';
import { registerNotificationLiveEvents } from './modules/notifications/notifications.live.js';
import { notificationRoutes } from './modules/notifications/notifications.routes.js';
import { unsubscribeRoutes } from './modules/notifications/unsubscribe.routes.js';
import { passwordRoutes } from './modules/password/password.routes.js';
import { paymentRoutes } from './modules/payments/payments.routes.js';
import { payuSettings } from './modules/payments/payu-settings.js';
import { sandboxGatewayRoutes } from './modules/payments/sandbox/sandbox.routes.js';
import { photoAccessRoutes, photoAskRoutes } from './modules/photo-sharing/photo-sharing.routes.js';
import { picksRoutes } from './modules/picks/picks.routes.js';
import { placesRoutes } from './modules/places/places.routes.js';
import { profileRoutes } from './modules/profiles/profiles.routes.js';
import { pushRoutes } from './modules/push/push.routes.js';
import { adminRefundRoutes } from './modules/refunds/refunds.routes.js';
import { adminReportRoutes, reportRoutes } from './modules/reports/reports.routes.js';
import { queuePhotoFingerprintBackfill } from './modules/safety/index.js';
import { savedSearchRoutes } from './modules/saved-searches/saved-searches.routes.js';
import { notInterestedRoutes, shortlistRoutes } from './modules/shortlist/shortlist.routes.js';
import { registerSupportLiveEvents } from './modules/support/support.live.js';
import { supportRoutes } from './modules/support/support.routes.js';
import { contactUndoRoutes } from './modules/verification/contact-undo.routes.js';
import { publicConfigRoutes, userRoutes, verificationRoutes } from './modules/verification/verification.routes.js';
import { visitsRoutes } from './modules/visits/visits.routes.js';
import type { Config, VapidKeys } from './platform/config.js';
import type { Database } from './platform/db/client.js';
import { PgEventBus } from './platform/events/event-bus.js';
import { registerJobOutcomeCounter, registerJobQueueMetrics } from './platform/jobs/job-metrics.js';
import type { JobWorkerOptions } from './platform/jobs/worker.js';
import { RateLimiter } from './platform/rate-limiter.js';
import { openFileStore } from './platform/storage/open-storage.js';
import { authPlugin } from './plugins/auth.js';
import { docsPlugin } from './plugins/docs.js';
import { errorsPlugin } from './plugins/errors.js';
import { formBodyPlugin } from './plugins/form-body.js';
import { eventDeliveryLag, metricsPlugin } from './plugins/metrics.js';
import { securityPlugin } from './plugins/security.js';
import { staticWebPlugin } from './plugins/static-web.js';

export interface BuildOptions {
  config: Config & { authSecret: string; vapid: VapidKeys };
  database: Database;
  /** Where logs go (stdout by default); tests pass a stream to read them. */
  logStream?: NodeJS.WritableStream;
  /** Live stream timings; tests shorten the session check. */
  stream?: StreamHubOptions;
  /** The app's clock (milliseconds, like `Date.now`) for rate limits, jobs and expiries; tests move it instead of sleeping. */
  clock?: () => number;
  /** The job worker's timings and events; tests shorten its polling and watch what it runs. */
  jobs?: JobWorkerOptions;
}

/** Registers plugins and feature modules; never listens (tests use `app.inject`). */
export async function buildApp({
  config,
  database,
  logStream,
  stream,
  clock,
  jobs: jobOptions,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      stream: logStream ?? stdoutDestination(),
      // The session token travels only in the Authorization header; never log it.
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-admin-setup-key"]'],
        remove: true,
      },
      // Errors by code and statement, addresses without query values (lib/log-serializers.ts).
      serializers: { err: serializeError, req: serializeRequest },
      // Lines written through the app's logger during a request carry its id too (lib/request-context.ts).
      mixin: requestIdMixin,
    },
    // Behind a load balancer, request.ip (rate limits, the audit log, request logs) is the member's
    // address from X-Forwarded-For, believed only from the proxies TRUST_PROXY names.
    trustProxy: trustProxyOption(config.trustProxy),
    // The balancer's X-Request-Id when it is a sane one, else a fresh UUID; in every log line of the
    // request (as `requestId`) and echoed in the response.
    requestIdHeader: false,
    genReqId: requestIdFor,
    // One access line per request, when it is answered (lib/access-log.ts).
    logController: new AccessLog(),
    // While closing, a request on a kept-alive connection is still answered rather than refused with
    // 503: the database stays open until the server has closed (lib/lifecycle.ts).
    return503OnClosing: false,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  addRequestScope(app);
  app.decorate('lifecycle', new Lifecycle());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Kept so a test can prove every API route declares its schemas (house style 4).
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  app.decorate('registeredRoutes', routes);

  const storage = await openFileStore(config.storage, database.db, app.log);
  app.addHook('onClose', () => storage.close());
  // 1. third-party plugins (metrics first, so its hook times every route)
  await app.register(metricsPlugin, { pool: database.pool });
  await app.register(securityPlugin, {
    formActionOrigin: new URL(payuSettings(config).paymentUrl).origin,
    firebase: Boolean(config.firebase),
    imageOrigin: storage.bucketOrigin,
  });
  await app.register(formBodyPlugin);
  await app.register(docsPlugin);
  // 2. the app's own decorators
  const events = await PgEventBus.start(database.pool, database.connection, app.log, {
    onDelivered: eventDeliveryLag(app.metrics),
  });
  app.addHook('onClose', () => events.close());
  const background = new BackgroundTasks(app.log);
  app.addHook('onClose', () => background.settled());
  const onOutcome = registerJobOutcomeCounter(app.metrics);
  const jobs = await startJobs({ config, database, files: storage.files, log: app.log, clock, onOutcome }, jobOptions);
  app.addHook('onClose', () => jobs.stop());
  registerJobQueueMetrics(app.metrics, jobs.queue);
  app.decorate('ctx', {
    background,
    db: database.db,
    config,
    rateLimiter: new RateLimiter(database.db, clock),
    events,
    files: storage.files,
    jobs: jobs.queue,
    clock: clock ?? Date.now,
  });
  // Photos stored before they were fingerprinted get a fingerprint from the job queue, without holding start-up.
  app.addHook('onReady', async () => {
    background.run('queuing the photo fingerprint backfill', async () => {
      await queuePhotoFingerprintBackfill(app.ctx);
    });
  });
  await app.register(errorsPlugin);
  await app.register(authPlugin, {
    member: authenticateToken,
    memberSessionId: presentedSessionId,
    admin: authenticateAdmin,
    guardian: authenticateGuardian,
  });
  // 3. feature modules
  await app.register(healthRoutes, { prefix: '/api/health' });
  await app.register(metricsRoutes);
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(passwordRoutes, { prefix: '/api/auth/password' });
  await app.register(interestRoutes, { prefix: '/api/profiles' });
  await app.register(searchRoutes, { prefix: '/api/profiles' });
  await app.register(profileRoutes, { prefix: '/api/profiles' });
  await app.register(discoveryRoutes, { prefix: '/api/discovery' });
  await app.register(picksRoutes, { prefix: '/api/picks' });
  await app.register(savedSearchRoutes, { prefix: '/api/saved-searches' });
  await app.register(savedListRoutes, { prefix: '/api/shortlist' });
  await app.register(shortlistRoutes, { prefix: '/api/shortlist' });
  await app.register(notInterestedRoutes, { prefix: '/api/not-interested' });
  await app.register(photoAskRoutes, { prefix: '/api/profiles' });
  await app.register(photoAccessRoutes, { prefix: '/api/photo-access' });
  await app.register(blockRoutes, { prefix: '/api/messages' });
  await app.register(messageRoutes, { prefix: '/api/messages' });
  await app.register(liveRoutes, { prefix: '/api/messages', registry: liveEvents(), stream });
  await app.register(chaperoneRoutes, { prefix: '/api/messages' });
  await app.register(guardianRoutes, { prefix: '/api/guardians' });
  await app.register(guardianViewRoutes, { prefix: '/api/guardian-view' });
  await app.register(uploadRoutes, { prefix: '/api/upload' });
  await app.register(mediaRoutes, { prefix: '/api/media' });
  await app.register(supportRoutes, { prefix: '/api/support' });
  await app.register(adminAuthRoutes, { prefix: '/api/admin/auth' });
  await app.register(adminRoutes, { prefix: '/api/admin' });
  await app.register(paymentRoutes, { prefix: '/api/payment' });
  await app.register(verificationRoutes, { prefix: '/api/verify' });
  await app.register(userRoutes, { prefix: '/api/users' });
  await app.register(contactUndoRoutes, { prefix: '/api/account' });
  await app.register(publicConfigRoutes, { prefix: '/api/config' });
  await app.register(placesRoutes, { prefix: '/api/places' });
  await app.register(reportRoutes, { prefix: '/api/reports' });
  await app.register(adminReportRoutes, { prefix: '/api/admin/reports' });
  await app.register(adminRefundRoutes, { prefix: '/api/admin/refunds' });
  await app.register(accountRoutes, { prefix: '/api/me' });
  await app.register(visitsRoutes, { prefix: '/api/me' });
  await app.register(contactPrivacyRoutes, { prefix: '/api/me' });
  await app.register(notificationRoutes, { prefix: '/api/notifications' });
  await app.register(unsubscribeRoutes, { prefix: '/api/notifications/unsubscribe' });
  await app.register(pushRoutes, { prefix: '/api/push' });
  if (payuSettings(config).mode === 'sandbox') await app.register(sandboxGatewayRoutes, { prefix: '/payment/sandbox' });
  await app.register(staticWebPlugin, { webDistDir: config.webDistDir, publicUrl: config.publicUrl });
  return app;
}

/** What each feature puts on the live stream (modules/live/live-registry.ts). */
function liveEvents(): LiveRegistry {
  const live = new LiveRegistry();
  live.checkSessionsWith(findLiveSessions);
  registerMessageLiveEvents(live);
  registerInterestLiveEvents(live);
  registerNotificationLiveEvents(live);
  registerSupportLiveEvents(live);
  return live;
}
