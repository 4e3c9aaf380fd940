import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_STAFFING_LEAD_HOURS } from '@maisonnee/domain';

/*
 * The environment is read and validated once, here. Every other module receives an `AppConfig`.
 * Secrets have development defaults so that `npm start` works on a fresh machine; production must
 * set them (the server logs a warning when it runs on a default secret).
 */

const DEV_JWT_SECRET = 'maisonnee-dev-jwt-secret-change-me-0123456789';
const DEV_ID_SECRET = 'maisonnee-dev-id-secret';

const MIB = 1024 * 1024;

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  /** Where PGlite keeps its files and uploads are stored. */
  DATA_DIR: z.string().default('./data'),
  /** A PostgreSQL server; when absent the embedded PGlite in DATA_DIR is used. */
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  /** PostgreSQL server: wait this long for a connection, then answer 503 (issue 9). */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  /** PostgreSQL server: a statement running longer is cancelled and the call answers 503. */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  /** Absolute URL the product is reached at; the issuer of access tokens is built from it. */
  PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  JWT_SECRET: z
    .string()
    .min(32, 'JWT_SECRET doit contenir au moins 32 caractères.')
    .default(DEV_JWT_SECRET),
  ID_SECRET: z.string().min(8).default(DEV_ID_SECRET),
  /** Signs file links (ARCHITECTURE §6); derived from JWT_SECRET when absent, never ID_SECRET. */
  FILE_LINK_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(32, 'FILE_LINK_SECRET doit contenir au moins 32 caractères.').optional(),
  ),
  /** How long a file link works after the API minted it. */
  FILE_LINK_TTL_SECONDS: z.coerce.number().int().min(10).max(3600).default(300),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(10).default(3600),
  /** Bounded refresh window: a session can be refreshed for this long after sign-in. */
  REFRESH_WINDOW_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Seconds a spent refresh token still answers with its successor (two tabs refreshing at once). */
  REFRESH_GRACE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  SMTP_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  /** BAN address API (https://api-adresse.data.gouv.fr); geocoding is off when absent. */
  GEOCODER_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  /**
   * The map's tile server, as the web build reads it (docs/web.md): its origin is allowed as an
   * image source by the content security policy. `none` draws markers without tiles.
   */
  VITE_MAP_TILE_URL: z.preprocess(
    emptyAsUndefined,
    z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  ),
  MAIL_FROM: z.string().default('Maisonnée <ne-pas-repondre@maisonnee.fr>'),
  MAIL_SALES: z.string().default('commercial@maisonnee.fr'),
  MAIL_RECRUITMENT: z.string().default('recrutement@maisonnee.fr'),
  MAIL_ACCOUNTING: z.string().default('comptabilite@maisonnee.fr'),
  MAIL_PAYROLL: z.string().default('paie@maisonnee.fr'),
  MAIL_HR: z.string().default('rh@maisonnee.fr'),
  /**
   * Online payments (docs/paiements.md): off when STRIPE_SECRET_KEY is absent (payment calls
   * answer 503 and the screens show the bank-transfer details). STRIPE_API_URL points the real SDK
   * at another host (the tests' local stand-in of Stripe's HTTP API).
   */
  STRIPE_SECRET_KEY: z.preprocess(emptyAsUndefined, z.string().min(8).optional()),
  STRIPE_PUBLISHABLE_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  STRIPE_WEBHOOK_SECRET: z.preprocess(emptyAsUndefined, z.string().min(8).optional()),
  STRIPE_API_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  /**
   * URSSAF's « avance immédiate » (docs/avance-immediate.md): API Tiers de prestation, off unless
   * the base URL and the OAuth2 client id and secret are all three set.
   */
  URSSAF_API_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  URSSAF_CLIENT_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  URSSAF_CLIENT_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** Milliseconds one call to URSSAF may take before it is abandoned. */
  URSSAF_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /** The agency as invoices must name it (docs/facturation.md): identity, declaration, bank. */
  AGENCY_NAME: z.string().default('Maisonnée — services à domicile'),
  AGENCY_ADDRESS: z.string().default('18 rue de la Chaussée-d’Antin, 75009 Paris'),
  AGENCY_PHONE: z.string().default('01 84 60 00 00'),
  AGENCY_SIRET: z.string().default('912 345 678 00003'),
  AGENCY_VAT_NUMBER: z.string().default('FR32912345678'),
  /** Déclaration d'activité de services à la personne (article L. 7232-1-1 du code du travail). */
  AGENCY_SAP_NUMBER: z.string().default('SAP912345678'),
  AGENCY_IBAN: z.string().default('FR76 3000 6000 0112 3456 7890 189'),
  AGENCY_BIC: z.string().default('AGRIFRPPXXX'),
  /** Days between an invoice's issue and its due date. */
  INVOICE_DUE_DAYS: z.coerce.number().int().min(0).max(60).default(15),
  /** Days after the end of a month during which the client may contest its timesheet. */
  TIMESHEET_CONTEST_DAYS: z.coerce.number().int().min(1).max(30).default(5),
  /**
   * Hours the agency needs to find an agent before a first visit: sooner, the family is told at
   * signing that staffing is not guaranteed and the agency is alerted (docs/planning.md).
   */
  STAFFING_LEAD_HOURS: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 14)
    .default(DEFAULT_STAFFING_LEAD_HOURS),
  /** Requests per minute and per IP address, all routes together. */
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
  /**
   * Failed sign-ins (or wrong codes) per 15 minutes from one address on one account; beyond, that
   * address waits (429). Many addresses failing on one account slow it down, never lock it.
   */
  AUTH_FAILURES_MAX: z.coerce.number().int().min(1).default(10),
  /** Failed sign-ins (or wrong codes) per 15 minutes from one address, all accounts together. */
  AUTH_ADDRESS_FAILURES_MAX: z.coerce.number().int().min(1).default(50),
  /** Public application (issue 22): new applications per hour from one address (step 1 or in one go). */
  CANDIDATURES_PER_HOUR: z.coerce.number().int().min(1).default(5),
  /** Public application: documents sent per hour from one address, all applications together. */
  CANDIDATURE_UPLOADS_PER_HOUR: z.coerce.number().int().min(1).default(30),
  /** Public application: documents one application may hold. */
  CANDIDATURE_MAX_FILES: z.coerce.number().int().min(1).max(100).default(10),
  /** Public application: total size of one application's documents, in MiB. */
  CANDIDATURE_MAX_TOTAL_MB: z.coerce.number().int().min(1).max(1000).default(30),
  /** Disk storage refuses a file (503) that would leave less free space than this, in MiB. */
  UPLOAD_MIN_FREE_MB: z.coerce.number().int().min(0).default(512),
  /**
   * Redis (docs/realtime.md): when set, realtime events cross API instances by pub/sub and the
   * rate limits and failure counters are shared; otherwise they live in the process.
   */
  REDIS_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  /** Prefix of every Redis key and channel (several deployments, or test runs, on one Redis). */
  REDIS_PREFIX: z.string().min(1).max(50).default('maisonnee:'),
  /**
   * Web Push (docs/push.md): the VAPID key pair (base64url). When absent, a pair is generated once
   * into DATA_DIR/vapid.json and kept.
   */
  VAPID_PUBLIC_KEY: z.preprocess(emptyAsUndefined, z.string().min(40).optional()),
  VAPID_PRIVATE_KEY: z.preprocess(emptyAsUndefined, z.string().min(20).optional()),
  VAPID_SUBJECT: z.string().default('mailto:contact@maisonnee.fr'),
  /**
   * Native pushes through FCM (HTTP v1): the path of the Firebase service account's JSON file.
   * Without it native pushes are written to the log. FCM_API_URL and FCM_TOKEN_URL point the
   * client at other hosts (the tests' local stand-in).
   */
  FCM_SERVICE_ACCOUNT_FILE: z.preprocess(emptyAsUndefined, z.string().optional()),
  FCM_API_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  FCM_TOKEN_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  /**
   * Tests only: push subscriptions and sends may reach loopback hosts (the tests' local push
   * service). Otherwise loopback, private, link-local and unique-local hosts are refused, before
   * and after DNS resolution (docs/push.md). Never set it in production.
   */
  PUSH_ALLOW_LOOPBACK: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** Days usage logs (log/session, log/visited-page, log/event) are kept (docs/usage-logs.md). */
  LOG_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
  COCKPIT_REUSE_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  CORS_ORIGINS: z.string().default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Built web app served with SPA fallback; the server skips it when the folder is missing. */
  WEB_DIST: z.string().default(resolve(import.meta.dirname, '../../web/dist')),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  NODE_ENV: z.string().default('development'),
  STRICT_RESPONSES: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connection timeout of the PostgreSQL pool (ms); PGlite ignores it. */
  dbConnectTimeoutMs: number;
  /** Statement timeout on the PostgreSQL server (ms); PGlite ignores it. */
  dbStatementTimeoutMs: number;
  publicUrl: string;
  jwtSecret: string;
  idSecret: string;
  /** Server-only key of file links; ID_SECRET ships in the web app and must never sign them. */
  fileLinkSecret: string;
  fileLinkTtlSeconds: number;
  accessTokenTtlSeconds: number;
  refreshWindowDays: number;
  refreshGraceSeconds: number;
  smtpUrl: string | undefined;
  geocoderUrl: string | undefined;
  /** The web map's tile server URL template (its origin is allowed by the CSP), or `none`. */
  mapTileUrl: string;
  mail: {
    from: string;
    sales: string;
    recruitment: string;
    accounting: string;
    payroll: string;
    hr: string;
  };
  stripe: {
    secretKey: string | undefined;
    publishableKey: string | undefined;
    webhookSecret: string | undefined;
    /** Another host for Stripe's API (tests); Stripe's own when undefined. */
    apiUrl: string | undefined;
  };
  /** URSSAF's API Tiers de prestation; null when not configured (the advance is off). */
  urssaf: { apiUrl: string; clientId: string; clientSecret: string; timeoutMs: number } | null;
  agency: {
    nom: string;
    adresse: string;
    telephone: string;
    siret: string;
    tvaIntracom: string;
    numeroSap: string;
    iban: string;
    bic: string;
  };
  invoiceDueDays: number;
  timesheetContestDays: number;
  /** STAFFING_LEAD_HOURS: the lead time before a first visit, in hours. */
  staffingLeadHours: number;
  rateLimitMax: number;
  authFailuresMax: number;
  authAddressFailuresMax: number;
  /** Limits of the public application (issue 22, docs/recrutement.md). */
  candidature: {
    perAddressPerHour: number;
    uploadsPerAddressPerHour: number;
    maxFiles: number;
    maxTotalBytes: number;
  };
  /** Free space the disk storage keeps: a file that would leave less is refused (503). */
  uploadMinFreeBytes: number;
  redisUrl: string | undefined;
  /** Prefix of every Redis key and channel name. */
  redisPrefix: string;
  push: {
    vapidPublicKey: string | undefined;
    vapidPrivateKey: string | undefined;
    vapidSubject: string;
    fcmServiceAccountFile: string | undefined;
    fcmApiUrl: string | undefined;
    fcmTokenUrl: string | undefined;
    /** PUSH_ALLOW_LOOPBACK: tests only, push services on this machine are allowed. */
    allowLoopback: boolean;
  };
  logRetentionDays: number;
  /**
   * How long a cockpit's derivation of its tasks serves the reads that follow it while no write
   * call ran (modules/cockpit/cockpit-sync.ts); 0 derives on every read (tests, which write
   * data directly).
   */
  cockpitReuseMs: number;
  /** NODE_ENV: 'production' refuses plain-http push services (docs/push.md). */
  nodeEnv: string;
  corsOrigins: string[];
  logLevel: string;
  webDist: string;
  seedDemo: boolean;
  usesDefaultSecrets: boolean;
  /** Check every response against its zod schema (tests); otherwise fast-json-stringify writes it. */
  strictResponses: boolean;
}

export class ConfigError extends Error {}

/** The file-link key when none is set: JWT_SECRET under a label of its own. */
function deriveFileLinkSecret(jwtSecret: string): string {
  return createHmac('sha256', jwtSecret).update('maisonnee:file-link').digest('hex');
}

/** Reads and validates the environment; throws a ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Configuration invalide :\n- ${problems.join('\n- ')}`);
  }
  const e = parsed.data;
  const urssafSettings = [e.URSSAF_API_URL, e.URSSAF_CLIENT_ID, e.URSSAF_CLIENT_SECRET];
  const urssafSet = urssafSettings.filter((value) => value !== undefined).length;
  if (urssafSet !== 0 && urssafSet !== 3)
    throw new ConfigError(
      "Configuration invalide :\n- URSSAF_API_URL, URSSAF_CLIENT_ID et URSSAF_CLIENT_SECRET vont ensemble : renseignez les trois pour activer l'avance immédiate, ou aucun pour la laisser désactivée.",
    );
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    dbConnectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
    dbStatementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    jwtSecret: e.JWT_SECRET,
    idSecret: e.ID_SECRET,
    fileLinkSecret: e.FILE_LINK_SECRET ?? deriveFileLinkSecret(e.JWT_SECRET),
    fileLinkTtlSeconds: e.FILE_LINK_TTL_SECONDS,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshWindowDays: e.REFRESH_WINDOW_DAYS,
    refreshGraceSeconds: e.REFRESH_GRACE_SECONDS,
    smtpUrl: e.SMTP_URL,
    geocoderUrl: e.GEOCODER_URL,
    mapTileUrl: e.VITE_MAP_TILE_URL,
    mail: {
      from: e.MAIL_FROM,
      sales: e.MAIL_SALES,
      recruitment: e.MAIL_RECRUITMENT,
      accounting: e.MAIL_ACCOUNTING,
      payroll: e.MAIL_PAYROLL,
      hr: e.MAIL_HR,
    },
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      apiUrl: e.STRIPE_API_URL,
    },
    urssaf:
      e.URSSAF_API_URL && e.URSSAF_CLIENT_ID && e.URSSAF_CLIENT_SECRET
        ? {
            apiUrl: e.URSSAF_API_URL.replace(/\/+$/, ''),
            clientId: e.URSSAF_CLIENT_ID,
            clientSecret: e.URSSAF_CLIENT_SECRET,
            timeoutMs: e.URSSAF_TIMEOUT_MS,
          }
        : null,
    agency: {
      nom: e.AGENCY_NAME,
      adresse: e.AGENCY_ADDRESS,
      telephone: e.AGENCY_PHONE,
      siret: e.AGENCY_SIRET,
      tvaIntracom: e.AGENCY_VAT_NUMBER,
      numeroSap: e.AGENCY_SAP_NUMBER,
      iban: e.AGENCY_IBAN,
      bic: e.AGENCY_BIC,
    },
    invoiceDueDays: e.INVOICE_DUE_DAYS,
    timesheetContestDays: e.TIMESHEET_CONTEST_DAYS,
    staffingLeadHours: e.STAFFING_LEAD_HOURS,
    rateLimitMax: e.RATE_LIMIT_MAX,
    authFailuresMax: e.AUTH_FAILURES_MAX,
    authAddressFailuresMax: e.AUTH_ADDRESS_FAILURES_MAX,
    candidature: {
      perAddressPerHour: e.CANDIDATURES_PER_HOUR,
      uploadsPerAddressPerHour: e.CANDIDATURE_UPLOADS_PER_HOUR,
      maxFiles: e.CANDIDATURE_MAX_FILES,
      maxTotalBytes: e.CANDIDATURE_MAX_TOTAL_MB * MIB,
    },
    uploadMinFreeBytes: e.UPLOAD_MIN_FREE_MB * MIB,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    push: {
      vapidPublicKey: e.VAPID_PUBLIC_KEY,
      vapidPrivateKey: e.VAPID_PRIVATE_KEY,
      vapidSubject: e.VAPID_SUBJECT,
      fcmServiceAccountFile: e.FCM_SERVICE_ACCOUNT_FILE,
      fcmApiUrl: e.FCM_API_URL,
      fcmTokenUrl: e.FCM_TOKEN_URL,
      allowLoopback: e.PUSH_ALLOW_LOOPBACK,
    },
    logRetentionDays: e.LOG_RETENTION_DAYS,
    cockpitReuseMs: e.COCKPIT_REUSE_MS,
    nodeEnv: e.NODE_ENV,
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    logLevel: e.LOG_LEVEL,
    webDist: resolve(e.WEB_DIST),
    seedDemo: e.SEED_DEMO,
    usesDefaultSecrets: e.JWT_SECRET === DEV_JWT_SECRET || e.ID_SECRET === DEV_ID_SECRET,
    strictResponses: e.STRICT_RESPONSES,
  };
}

/** A configuration for tests: random secrets, quiet logs, no demo seed. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const base = loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false', PORT: '0' });
  const jwtSecret = randomBytes(32).toString('hex');
  return {
    ...base,
    publicUrl: 'http://localhost:8080',
    dataDir: mkdtempSync(join(tmpdir(), 'maisonnee-test-')),
    jwtSecret,
    fileLinkSecret: deriveFileLinkSecret(jwtSecret),
    idSecret: randomBytes(16).toString('hex'),
    authFailuresMax: 50,
    authAddressFailuresMax: 500,
    // The push tests' stand-in listens on 127.0.0.1 (PUSH_ALLOW_LOOPBACK); their own cases turn it off.
    push: { ...base.push, allowLoopback: true },
    // Every test comes from one address; the throttle's own tests set a small bound.
    candidature: { ...base.candidature, perAddressPerHour: 1000, uploadsPerAddressPerHour: 1000 },
    // Tests do not depend on the free space of the machine; the disk guard's tests set their own.
    uploadMinFreeBytes: 0,
    strictResponses: process.env.FAST_RESPONSES !== 'true',
    // Tests write data directly between two reads of a cockpit: derive on every read.
    cockpitReuseMs: 0,
    ...overrides,
  };
}
