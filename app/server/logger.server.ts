import { pino } from "pino";
import { config } from "./config.server.ts";

export const logger = pino({ level: config.NODE_ENV === "test" ? "warn" : config.LOG_LEVEL });
