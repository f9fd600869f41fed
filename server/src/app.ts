// buildApp() assembles the whole server as one Fastify instance; tests call it and use app.inject (no port,
// no mocks). Infrastructure is registered before the modules that rely on it.
import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import websocket from '@fastify/websocket';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config, TrustProxy } from './config.ts';
import type { Database, DatabaseHandle, Transaction } from './db/client.ts';
import { compressionOptions } from './http/compression.ts';
import { registerAdmissionControl } from './http/admission-control.ts';
import { limitConnectionsPerAddress, serverTimeouts, trustedProxyCheck } from './http/client-limits.ts';
import { registerConfirmedEmailGate } from './http/confirmed-email.ts';
import { registerErrorHandling, sendError } from './http/errors.ts';
import { registerJsonBodyParser } from './http/json-body.ts';
import { createLoggerOptions, type LogStream } from './http/logger-options.ts';
import { answerClientError, answerFrameworkError, httpServerOptions, registerRequestChecks } from './http/malformed-requests.ts';
import { ADMISSION_LIMITS, CLIENT_LIMITS, PAGE_RENDER_LIMITS, type AdmissionLimits, type ClientLimits, type PageRenderLimits } from './http/overload-limits.ts';
import { registerRateLimits } from './http/rate-limit.ts';
import { cacheControlForWebFile, registerResponseHeaders, registerSecurityHeaders } from './http/response-headers.ts';
import { registerSameOriginWrites } from './http/same-origin-writes.ts';
import { registerUpgradeChecks } from './http/upgrade-requests.ts';
import { BackgroundWorker, type BackgroundWorkerOptions } from './jobs/background-worker.ts';
import { JobQueue, type JobQueueOptions } from './jobs/job-queue.ts';
import { createMailRetentionHandler, MAIL_RETENTION_JOB, mailRetention } from './mail/mail-retention.ts';
import { enqueueEmail, MailOutbox, type MailOutboxOptions } from './mail/outbox.ts';
import { createMailTransport, type MailTransport } from './mail/transport.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { categoriesRoutes } from './modules/categories/categories.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { createViewDaysPruningHandler, VIEW_DAYS_PRUNING_JOB, viewDaysPruning } from './modules/dashboard/view-days-pruning.ts';
import { favoritesRoutes } from './modules/favorites/favorites.routes.ts';
import { inquiriesRoutes } from './modules/inquiries/inquiries.routes.ts';
import { findMessageItem } from './modules/inquiries/inquiry-messages.service.ts';
import { createSellerReplyTimeHandler, SELLER_REPLY_TIME_JOB } from './modules/trust/reply-time.ts';
import { trustRoutes } from './modules/trust/trust.routes.ts';
import { createMessageReminderHandler, MESSAGE_REMINDER_JOB } from './modules/inquiries/message-reminder.ts';
import { createListingFollowersNoticeHandler, LISTING_FOLLOWERS_NOTICE_JOB } from './modules/listing-followers/followers-notice.ts';
import { forgetApprovedCounts } from './modules/listings/count-cache.ts';
import { listingsRoutes } from './modules/listings/listings.routes.ts';
import { listingPhotosRoutes } from './modules/listing-photos/listing-photos.routes.ts';
import { createPhotoFilesDeletionHandler, PHOTO_FILES_DELETION_JOB } from './modules/listing-photos/photo-files-deletion.ts';
import type { PhotoSlotLimits } from './modules/listing-photos/photo-slots.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { createAuth, type Auth } from './modules/auth/auth.ts';
import { SessionCache } from './modules/auth/session-cache.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes.ts';
import { EventBus, transactionWithEvents } from './modules/notifications/events.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { dataRightsRoutes } from './modules/profiles/data-rights.routes.ts';
import { profilesRoutes } from './modules/profiles/profiles.routes.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { createSavedSearchMatchHandler, SAVED_SEARCH_MATCH_JOB } from './modules/saved-searches/saved-search-alerts.ts';
import { createSavedSearchDigestHandler, SAVED_SEARCH_DIGEST_JOB } from './modules/saved-searches/saved-search-digest.ts';
import { savedSearchesRoutes } from './modules/saved-searches/saved-searches.routes.ts';
import { sellerListingsRoutes } from './modules/seller-listings/seller-listings.routes.ts';
import { listingRevisionsRoutes } from './modules/listing-revisions/listing-revisions.routes.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { themeRoutes } from './modules/theme/theme.routes.ts';
import { loadPageRenderer, type PageRenderer } from './modules/seo/page-renderer.ts';
import { createSpaHandler } from './modules/seo/spa.ts';
import { INQUIRY_ROOM_PREFIX } from '@common/realtime.ts';
import { canFollowInquiryRoom } from './realtime/inquiry-room-access.ts';
import { RealtimeHub, type RealtimeHubOptions } from './realtime/realtime-hub.ts';
import type { FileStorage } from './storage/file-storage.ts';
import { REALTIME_LIMITS } from './realtime/realtime-limits.ts';
import { realtimeRoutes } from './realtime/realtime.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    db: Database;
    /** Every file the product keeps (ADR 0034): opened by main.ts like the database, closed after the app. */
    storage: FileStorage;
    auth: Auth;
    /** Signed-in sessions for a few seconds, forgotten when revoked (ADR 0003); read through http/viewer.ts. */
    sessionCache: SessionCache;
    /** better-auth's session cookie (with its __Secure- prefix on https). */
    sessionCookieName: string;
    /**
     * The worker loop (ARCHITECTURE §9, ADR 0012): it runs due jobs and sends due mail, each queue in its own lane
     * so jobs never wait on mail (ADR 0026). Call wake() after enqueuing either; drain() runs a pass and waits for it.
     */
    outbox: BackgroundWorker;
    /** Deferred work: `app.jobs.register(kind, handler)`; features enqueue with enqueueJob(tx, …). */
    jobs: JobQueue;
    /** Features' realtime events, published with their transaction's commit (modules/notifications/events.ts). */
    events: EventBus;
    /** Live delivery (ADR 0011): `app.realtime.publish(room, event)`, `app.realtime.closeSessions(...)`. */
    realtime: RealtimeHub;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** The caller opens and closes it, as it does the database (storage/open-storage.ts). */
  storage: FileStorage;
  authSecret: string;
  /** Defaults to SMTP or the console, from the config. */
  mailTransport?: MailTransport;
  outbox?: Partial<Pick<MailOutboxOptions, 'maxAttempts' | 'retryDelayMs'>>;
  jobs?: Partial<Pick<JobQueueOptions, 'maxAttempts' | 'retryDelayMs'>>;
  worker?: Partial<Pick<BackgroundWorkerOptions, 'pollIntervalMs'>>;
  /** Tests shorten the heartbeat instead of waiting 25 s. */
  realtime?: Partial<Pick<RealtimeHubOptions, 'heartbeatIntervalMs'>>;
  /** Serve the built SPA from this folder (default dist/web when it exists). */
  webRoot?: string | false;
  /** Renders the public pages (ADR 0018); default: the build's dist/server beside webRoot, if built. */
  pageRenderer?: PageRenderer | false;
  /**
   * The overload and slow-client limits (http/overload-limits.ts, ADR 0027); tests shorten them. The connections
   * per address come from the config (MAX_CONNECTIONS_PER_ADDRESS) unless given here.
   */
  limits?: { admission?: Partial<AdmissionLimits>; clients?: Partial<ClientLimits>; pageRenders?: Partial<PageRenderLimits>; photoSlots?: Partial<PhotoSlotLimits> };
  logger?: boolean;
  /** Where log lines go (default stdout); tests read them. */
  logStream?: LogStream;
}

// From server/src/app.ts and from the compiled dist/app/main.js alike (both two folders deep, ADR 0028).
const defaultWebRoot = fileURLToPath(new URL('../../dist/web', import.meta.url));
const BODY_LIMIT_BYTES = 1024 * 1024;

// Fastify takes addresses but no hop count; a count trusts the socket's peer and the next hops-1 entries of
// X-Forwarded-For from the right (what each proxy appended), so the client is the next entry after those.
function toFastifyTrustProxy(trustProxy: TrustProxy) {
  if (typeof trustProxy !== 'number') return trustProxy;
  return (_address: string, hop: number) => hop < trustProxy;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const clientLimits: ClientLimits = { ...CLIENT_LIMITS, maxConnectionsPerAddress: config.maxConnectionsPerAddress, ...options.limits?.clients };
  const timeouts = serverTimeouts(clientLimits);
  const app = Fastify({
    logger: options.logger === false ? false : createLoggerOptions({ level: config.logLevel, stream: options.logStream }),
    trustProxy: toFastifyTrustProxy(config.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    // A slow or stalled client is cut off instead of holding its socket for good (http/client-limits.ts).
    ...timeouts,
    // One line per request is noise at info level; errors are still logged by the error handler.
    logController: new LogController({ disableRequestLogging: true }),
    // Fastify answers these itself, outside our error shape, unless we take them over.
    frameworkErrors: answerFrameworkError,
    // Requests that arrive while closing are answered by admission control, in the error shape (ADR 0027).
    return503OnClosing: false,
    clientErrorHandler: answerClientError,
    // Node's own empty 400 for a missing Host is switched off: registerRequestChecks answers it in the shape.
    http: { ...timeouts.http, ...httpServerOptions },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  limitConnectionsPerAddress(app.server, { maxPerAddress: clientLimits.maxConnectionsPerAddress, isTrustedProxy: trustedProxyCheck(config.trustProxy) });
  // The first onRequest hook: a request refused for overload costs nothing more (ADR 0027).
  registerAdmissionControl(app, { limits: { ...ADMISSION_LIMITS, ...options.limits?.admission }, poolWaiting: () => database.poolWaiting() });
  registerRequestChecks(app);
  registerJsonBodyParser(app);
  registerRateLimits(app);
  registerConfirmedEmailGate(app);
  registerResponseHeaders(app);

  const transport = options.mailTransport ?? createMailTransport({ smtpUrl: config.smtpUrl, from: config.mailFrom, log: (line) => console.log(line) });
  const events = new EventBus();
  // A job's transaction carries realtime events like a request's, so a handler can notify() (saved-search alerts).
  const transaction = <T>(work: (tx: Transaction) => Promise<T>) => transactionWithEvents(database.db, events, work);
  const jobs = new JobQueue({ db: database.db, log: app.log, transaction, ...options.jobs });
  // Jobs before mail: the jobs' lane wakes the outbox's when it has run something, so a mail a job enqueues
  // leaves at once.
  const mailOutbox = new MailOutbox({ db: database.db, transport, log: app.log, ...options.outbox });
  const outbox = new BackgroundWorker({ queues: [jobs, mailOutbox], log: app.log, ...options.worker });
  const auth = createAuth({
    db: database.db,
    publicUrl: config.publicUrl,
    secret: options.authSecret,
    log: app.log,
    async enqueueEmail(mail, about) {
      await enqueueEmail(database.db, mail, about);
      outbox.wake();
    },
  });

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('storage', options.storage);
  app.decorate('auth', auth);
  app.decorate('outbox', outbox);
  app.decorate('jobs', jobs);
  // Every kind of deferred work, one line each (ADR 0012).
  jobs.register(MESSAGE_REMINDER_JOB, createMessageReminderHandler({ publicUrl: config.publicUrl }));
  jobs.register(SAVED_SEARCH_MATCH_JOB, createSavedSearchMatchHandler({ publicUrl: config.publicUrl }));
  jobs.register(SAVED_SEARCH_DIGEST_JOB, createSavedSearchDigestHandler({ publicUrl: config.publicUrl }));
  jobs.register(VIEW_DAYS_PRUNING_JOB, createViewDaysPruningHandler());
  jobs.register(MAIL_RETENTION_JOB, createMailRetentionHandler());
  jobs.register(LISTING_FOLLOWERS_NOTICE_JOB, createListingFollowersNoticeHandler({ publicUrl: config.publicUrl }));
  jobs.register(SELLER_REPLY_TIME_JOB, createSellerReplyTimeHandler());
  jobs.register(PHOTO_FILES_DELETION_JOB, createPhotoFilesDeletionHandler({ storage: options.storage }));
  app.decorate('events', events);
  // Decorated before the routes, which publish events and close revoked sessions' sockets through it.
  const realtime = new RealtimeHub({ database, log: app.log, ...options.realtime });
  realtime.roomAccess.register(INQUIRY_ROOM_PREFIX, canFollowInquiryRoom(database.db));
  // A long message does not fit a NOTIFY payload; each process reads it by id (ADR 0011).
  realtime.eventLoaders.register('message.created', (id) => findMessageItem(database.db, id));
  app.decorate('realtime', realtime);
  // The hub hears the database's notices of revoked sessions and changed users (ADR 0003, 0011).
  const sessionCache = new SessionCache({ catchUp: () => realtime.catchUpOnRevocations() });
  realtime.watchRevocations(sessionCache);
  // ... and of changes to public listings, made by any process: each forgets its cached public pages and counts
  // (ADR 0026).
  realtime.watchPublicListings(() => forgetApprovedCounts(database.db));
  app.decorate('sessionCache', sessionCache);
  app.decorate('sessionCookieName', (await auth.$context).authCookies.sessionToken.name);
  // The features' seam (modules/notifications/events.ts) hands each transaction's events to the hub, which sends
  // them with its commit.
  app.events.connect(realtime);
  app.addHook('onReady', async () => {
    await realtime.start();
    // Recurring jobs reschedule themselves; enqueuing at start (deduplicated) keeps one pending for good.
    await scheduleRecurringJobs(database.db, app.log);
    outbox.start();
  });
  // While shutting down, answer in-flight requests with "Connection: close" so keep-alive sockets end and
  // the server can finish closing instead of waiting for clients to hang up.
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
    // Before the websocket plugin's own close: 1001 tells clients to reconnect, to another process if any.
    realtime.closeAllSockets();
  });
  app.addHook('onSend', async (_request, reply) => {
    if (isClosing) reply.header('connection', 'close');
  });
  // Stop sending before the database closes (main.ts closes it after app.close()).
  app.addHook('onClose', async () => {
    await realtime.stop();
    await outbox.stop();
    transport.close();
  });

  const isHttps = config.publicUrl.startsWith('https://');
  registerSecurityHeaders(app, {
    hsts: isHttps,
    contentSecurityPolicy: {
      directives: {
        // blob: the previews of photos a seller has chosen but not yet uploaded (object URLs, issue 25).
        'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
        'connect-src': ["'self'"],
        // The one web font is served by the site itself (web/src/index.css, ADR 0017).
        'font-src': ["'self'"],
        'upgrade-insecure-requests': isHttps ? [] : null,
      },
    },
  });
  // An onRequest hook, after helmet's (so a refusal carries the security headers) and before every route and
  // plugin (ADR 0022): a write from another origin, or in a type its route does not take, is refused before
  // anything reads it: no body parsed, no rate-limit count (preValidation), no session looked up, and before
  // better-auth's own origin check, which covers only its routes.
  registerSameOriginWrites(app, { publicUrl: config.publicUrl });
  // Before the websocket plugin and every route: an upgrade request to a route that takes no WebSocket is refused
  // before the plugin's wrapper could complete the handshake (issue 23 §7).
  registerUpgradeChecks(app);
  // Before every route: the plugin adds its hook to the routes registered after it (http/compression.ts).
  await app.register(compress, compressionOptions);
  await app.register(swagger, {
    openapi: { info: { title: 'BizBazaar API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  // Before every route: the plugin wraps the routes registered after it; upgrades to routes that take no
  // WebSocket never reach its wrapper (http/upgrade-requests.ts).
  await app.register(websocket, { options: { maxPayload: REALTIME_LIMITS.maxFrameBytes } });

  await app.register(authRoutes, { auth, publicUrl: config.publicUrl });
  await app.register(healthRoutes);
  await app.register(profilesRoutes);
  await app.register(dataRightsRoutes);
  await app.register(newsletterRoutes);
  await app.register(themeRoutes);
  await app.register(categoriesRoutes);
  await app.register(listingsRoutes);
  await app.register(listingPhotosRoutes, { slots: options.limits?.photoSlots });
  await app.register(searchRoutes);
  await app.register(sellerListingsRoutes);
  await app.register(listingRevisionsRoutes);
  await app.register(favoritesRoutes);
  await app.register(inquiriesRoutes);
  await app.register(dashboardRoutes);
  await app.register(notificationsRoutes);
  await app.register(savedSearchesRoutes);
  await app.register(adminRoutes);
  await app.register(reportsRoutes);
  await app.register(seoRoutes);
  await app.register(trustRoutes);
  await app.register(realtimeRoutes, { hub: realtime, publicUrl: config.publicUrl });
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());

  const webRoot = options.webRoot === undefined ? defaultWebRoot : options.webRoot;
  const pageRenderer = options.pageRenderer ?? (webRoot === false ? undefined : await loadPageRenderer(webRoot));
  registerSpa(app, webRoot, pageRenderer || undefined, { ...PAGE_RENDER_LIMITS, ...options.limits?.pageRenders });
  return app;
}

/**
 * A failure is logged, not fatal: the app still serves, the job already pending (if any) still runs, and the next
 * start tries again.
 */
async function scheduleRecurringJobs(db: Database, log: FastifyInstance['log']) {
  try {
    await viewDaysPruning.schedule(db);
    await mailRetention.schedule(db);
  } catch (error) {
    log.warn({ err: error }, 'could not schedule the recurring jobs');
  }
}

function registerSpa(app: FastifyInstance, webRoot: string | false, pageRenderer: PageRenderer | undefined, renderLimits: PageRenderLimits) {
  const hasWeb = webRoot !== false && existsSync(webRoot);
  if (hasWeb) {
    void app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      // The build writes file.br and file.gz beside each file (vite.config.ts); the plugin sends the one the
      // client accepts, with Content-Encoding and Vary: Accept-Encoding.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => reply.header('cache-control', cacheControlForWebFile(relative(webRoot, path))),
    });
  }
  const answerNotFound = (request: FastifyRequest, reply: FastifyReply) =>
    sendError(reply, 404, { code: 'NOT_FOUND', message: `No route for ${request.method} ${request.url.split('?')[0]}` });
  app.setNotFoundHandler(answerNotFound);
  if (!hasWeb) return;
  const renderSpaPage = createSpaHandler(app, webRoot, pageRenderer, renderLimits);
  // A route rather than the not-found handler, so pages pass through the routes' hooks (compression); the
  // files above and the API's routes are more specific and win. The page itself says 200 or 404 (spa.ts).
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url.startsWith('/api?') || request.url === '/api';
    return isApi ? answerNotFound(request, reply) : renderSpaPage(request, reply);
  });
}
