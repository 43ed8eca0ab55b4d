import { z } from "zod";

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Public address of the site, used for canonical URLs and links in e-mails. */
  SITE_URL: z.url().optional(),
  /** A PostgreSQL server; without it the embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: z.string().startsWith("postgres").optional(),
  DATA_DIR: z.string().default("./data"),
  /** Load the demo data into an empty database at start-up ("1" or "0"). */
  DEMO_DATA: z.enum(["0", "1"]).default("0"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type Config = z.infer<typeof schema> & { baseUrl: string };

function load(): Config {
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid configuration in the environment:\n${problems}`);
  }
  const env = parsed.data;
  return { ...env, baseUrl: env.SITE_URL ?? `http://localhost:${env.PORT}` };
}

export const config: Config = load();
