import { z } from "zod";
import { AD_ZONES, type AdZone } from "../lib/ad-zones.ts";

/**
 * An ad address template: a path on this site or an http(s) address, with `{zone}` (and, for the
 * narrow image link, `{n}`: a random key that ties an image to its click, as Revive's `n` does).
 */
const adTemplate = (anyOf: string[]) =>
  z
    .string()
    .refine((t) => (t.startsWith("/") && !t.startsWith("//")) || /^https?:\/\/[^/\s]+/.test(t), {
      message: "must be a path on this site (/...) or an http(s) address",
    })
    .refine((t) => anyOf.some((p) => t.includes(p)), { message: `must contain ${anyOf.join(" or ")}` });

const DEFAULT_AD_ZONES = Object.fromEntries(AD_ZONES.map((zone) => [zone, zone])) as Record<AdZone, string>;

/** AD_ZONES: JSON naming the ad server's zone id of each zone; zones left out keep their own name. */
const adZones = z
  .string()
  .optional()
  .transform((text, ctx) => {
    if (!text) return DEFAULT_AD_ZONES;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      ctx.addIssue({ code: "custom", message: 'must be JSON, e.g. {"signed-out":"1","level1":"2"}' });
      return z.NEVER;
    }
    const ids = z
      .partialRecord(z.enum(AD_ZONES), z.union([z.string().regex(/^[\w.-]{1,64}$/), z.number().int().nonnegative()]))
      .safeParse(value);
    if (!ids.success) {
      ctx.addIssue({
        code: "custom",
        message: `must map zone names (${AD_ZONES.join(", ")}) to ids of letters, digits, '.', '_' or '-'`,
      });
      return z.NEVER;
    }
    const zones = { ...DEFAULT_AD_ZONES };
    for (const [zone, id] of Object.entries(ids.data)) if (id !== undefined) zones[zone as AdZone] = String(id);
    return zones;
  });

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** Interface to listen on; only this machine by default (HOST=0.0.0.0 serves the network). */
  HOST: z.string().default("127.0.0.1"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Public address of the site, used for canonical URLs and links in e-mails. */
  SITE_URL: z.url().optional(),
  /** A PostgreSQL server; without it the embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: z.string().startsWith("postgres").optional(),
  /**
   * A streaming read replica of DATABASE_URL (optional): signed-out visitors' pages and public API
   * reads, and every public search, read from it (decision 0071).
   */
  DATABASE_READ_URL: z.string().startsWith("postgres").optional(),
  /**
   * The schema of the job queue's tables (decision 0070). Processes that share a database share
   * their jobs; test servers that share one database but not their mail server keep them apart.
   */
  JOB_QUEUE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/)
    .default("pgboss"),
  /** After a write, how long that browser's reads stay on the primary (its own changes show at once). */
  READ_AFTER_WRITE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  DATA_DIR: z.string().default("./data"),
  /** Load the demo data into an empty database at start-up ("1" or "0"). */
  DEMO_DATA: z.enum(["0", "1"]).default("0"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /**
   * On SIGTERM, how long requests already accepted may take to finish before their connections are
   * cut; /readyz answers 503 from the signal on (issue 23, decision 0068).
   */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  /** Lets a client off this machine read GET /metrics with `Authorization: Bearer <token>` (decision 0069). */
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  /** How long an idle keep-alive connection stays open: above a proxy's idle timeout (nginx 60 s, AWS ALB 60 s). */
  KEEP_ALIVE_SECONDS: z.coerce.number().int().min(1).max(3600).default(65),
  /** How long a page rendered for a signed-out visitor is reused (0 turns it off); committed changes empty it. */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  /** SMTP server for outgoing mail (smtp://user:pass@host:587 or smtps://...); without it mail goes to DATA_DIR/outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  /** Sender of outgoing mail. */
  MAIL_FROM: z.string().min(1).default("Coach Directory <no-reply@coach-directory.example>"),
  /**
   * Without SMTP_URL, mail is kept in DATA_DIR/outbox; "1" lists it at /dev/outbox so codes can be
   * read. Default: on outside production; `npm start` (the local demo) turns it on.
   */
  DEV_OUTBOX: z.enum(["0", "1"]).optional(),
  /**
   * Where Contact Us messages go: one address or several separated by commas. Default: the
   * e-mail addresses of the administrator accounts (profile level "20").
   */
  CONTACT_TO: z
    .string()
    .trim()
    .optional()
    .transform((value) =>
      value
        ? value
            .split(",")
            .map((a) => a.trim().toLowerCase())
            .filter(Boolean)
        : [],
    )
    .pipe(z.array(z.email("every CONTACT_TO address must be an e-mail address"))),
  /**
   * Contact messages the mail server did not take are retried: the first retry after this many
   * seconds, then twice as long each time (at most 6 hours apart, 12 tries in all). The retry
   * loop checks this often too.
   */
  CONTACT_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /**
   * Coach insights (decision 0076): each process sums what it counted in memory and adds the sums
   * to coach_day_stat this often; a crash loses at most this many seconds of counts.
   */
  INSIGHTS_FLUSH_SECONDS: z.coerce.number().int().min(1).max(300).default(5),
  /**
   * The weekly digest (decision 0077): this often, one process looks for coaches whose last week's
   * digest is due and queues it; a coach gets each week's once, whatever the period.
   */
  DIGEST_CHECK_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3600),
  /**
   * Filtered or sorted lists (search and niche pages and their API) run on connections of their
   * own, this many per process, each statement stopped after SEARCH_TIMEOUT_MS (PostgreSQL only;
   * decision 0062): no such list can take the connections sign-in, writes and plain pages use.
   */
  SEARCH_CONNECTIONS: z.coerce.number().int().min(1).max(50).default(4),
  SEARCH_TIMEOUT_MS: z.coerce.number().int().min(1).max(30_000).default(3000),
  /**
   * The review-bomb guard (decision 0075): when a coach gets more than
   * REVIEW_BURST_MIN + REVIEW_BURST_FACTOR x (their reviews a day over the 90 days before) reviews
   * within 24 hours from accounts younger than REVIEW_BURST_ACCOUNT_DAYS days, those reviews are
   * held for an admin.
   */
  REVIEW_BURST_MIN: z.coerce.number().int().min(1).max(1000).default(5),
  REVIEW_BURST_FACTOR: z.coerce.number().min(0).max(100).default(3),
  REVIEW_BURST_ACCOUNT_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  /** Multiplies the per-IP rate limits (for many users behind one address). */
  RATE_LIMIT_IP_FACTOR: z.coerce.number().int().min(1).max(1000).default(1),
  /** How long e-mailed one-time codes are valid, in seconds (at most 10 minutes). */
  CODE_TTL_SECONDS: z.coerce.number().int().min(1).max(600).default(600),
  /** Signs sessions and tokens; without it one is generated and kept in DATA_DIR/auth-secret. */
  AUTH_SECRET: z.string().min(32).optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_DISCOVERY_URL: z.url().default("https://accounts.google.com/.well-known/openid-configuration"),
  FACEBOOK_CLIENT_ID: z.string().optional(),
  FACEBOOK_CLIENT_SECRET: z.string().optional(),
  FACEBOOK_AUTHORIZATION_URL: z.url().default("https://www.facebook.com/v19.0/dialog/oauth"),
  FACEBOOK_TOKEN_URL: z.url().default("https://graph.facebook.com/v19.0/oauth/access_token"),
  FACEBOOK_USERINFO_URL: z.url().default("https://graph.facebook.com/me?fields=id,name,email,picture"),
  /**
   * S3-compatible photo storage; without S3_BUCKET photos are files under DATA_DIR/media. With it,
   * S3_PUBLIC_URL (the base URL the bucket's objects are served from, e.g. a CDN) is required.
   */
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  /** A custom endpoint (MinIO, R2, a local stand-in); addressed path-style. Unset means AWS. */
  S3_ENDPOINT: z.url().optional(),
  /** Without the key pair the SDK's default credential chain is used (instance role, profile). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PUBLIC_URL: z.url().optional(),
  /** How often photo files no profile points at are removed (and once at start-up). */
  PHOTO_SWEEP_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3600),
  /** Files younger than this are left to the upload that stored them, which links them a moment later. */
  PHOTO_SWEEP_GRACE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(900),
  /**
   * Card payments through Stripe's hosted Checkout; set the secret key and the webhook's signing
   * secret together. Without them a built-in test checkout (marked as a test) takes "payments".
   */
  STRIPE_SECRET_KEY: z.string().startsWith("sk_", "must start with sk_").optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith("whsec_", "must start with whsec_").optional(),
  /** Where the Stripe SDK sends its calls (tests point it at a local stand-in); Stripe's own by default. */
  STRIPE_API_HOST: z.string().min(1).optional(),
  STRIPE_API_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  STRIPE_API_PROTOCOL: z.enum(["http", "https"]).optional(),
  /** How long a checkout stays open, holding its sponsored slot (Stripe allows 30 minutes to 24 hours). */
  CHECKOUT_HOLD_MINUTES: z.coerce.number().int().min(30).max(1440).default(30),
  /**
   * The sales-funnel page /plansupgrade/{level} sends a signed-in user to; {level} is replaced by
   * the level. The product's own plans page by default.
   */
  FUNNEL_URL_TEMPLATE: z.string().min(1).default("/plans?plan={level}"),
  /** Per-level funnel addresses as JSON ({"level3": "https://..."}), over the template. */
  FUNNEL_URLS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (!value) return {} as Record<string, string>;
      try {
        const parsed = z.record(z.string(), z.string().min(1)).parse(JSON.parse(value));
        return parsed;
      } catch {
        ctx.addIssue({
          code: "custom",
          message: 'must be a JSON object of level to address, e.g. {"level3": "https://..."}',
        });
        return z.NEVER;
      }
    }),
  /** The affiliate commission shown on the plans pages, and the "up to" rate of the level 5 description. */
  AFFILIATE_RATE_PERCENT: z.coerce.number().int().min(0).max(100).default(50),
  AFFILIATE_LEVEL5_RATE_PERCENT: z.coerce.number().int().min(0).max(100).default(60),
  /**
   * The banner frame's address (decision 0048). The default is the product's own house-ad zone;
   * a Revive ad server would be e.g. https://ads.example/www/delivery/afr.php?zoneid={zone}.
   */
  AD_FRAME_URL: adTemplate(["{zone}"]).default("/ads/zone/{zone}"),
  /** Under 729 px an image link replaces the frame: the image, and where a click on it goes. */
  AD_NARROW_IMAGE_URL: adTemplate(["{zone}"]).default("/ads/narrow/{zone}/image?n={n}"),
  AD_NARROW_LINK_URL: adTemplate(["{zone}", "{n}"]).default("/ads/narrow/{zone}/click?n={n}"),
  /** The zone id of each zone at the ad server, as JSON; by default each zone's own name. */
  AD_ZONES: adZones,
  /** Seconds between banner refreshes (every zone but level5's). */
  AD_REFRESH_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
});

export type Config = z.infer<typeof schema> & { baseUrl: string };

function load(): Config {
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid configuration in the environment:\n${problems}`);
  }
  const env = parsed.data;
  const settingProblems = [
    env.S3_BUCKET && !env.S3_PUBLIC_URL ? "  S3_PUBLIC_URL: required when S3_BUCKET is set" : "",
    !env.S3_BUCKET && (env.S3_PUBLIC_URL || env.S3_ENDPOINT)
      ? "  S3_BUCKET: required when other S3_ settings are set"
      : "",
    !env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY
      ? "  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither"
      : "",
  ].filter(Boolean);
  if (env.DATABASE_READ_URL && !env.DATABASE_URL)
    settingProblems.push("  DATABASE_READ_URL: a replica of DATABASE_URL, which must be set too");
  if (!env.STRIPE_SECRET_KEY !== !env.STRIPE_WEBHOOK_SECRET)
    settingProblems.push("  STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: set both or neither");
  if (settingProblems.length)
    throw new Error(`Invalid configuration in the environment:\n${settingProblems.join("\n")}`);
  return { ...env, baseUrl: env.SITE_URL ?? `http://localhost:${env.PORT}` };
}

export const config: Config = load();
