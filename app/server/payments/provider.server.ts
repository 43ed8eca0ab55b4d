import { config } from "../config.server.ts";
import { logger } from "../logger.server.ts";
import { stripeProvider } from "./stripe-provider.server.ts";
import { testProvider } from "./test-provider.server.ts";
import type { PaymentProvider } from "./payment-types.server.ts";

const holder = globalThis as typeof globalThis & { __paymentProvider?: PaymentProvider };

export function paymentProvider(): PaymentProvider {
  if (holder.__paymentProvider) return holder.__paymentProvider;
  if (config.STRIPE_SECRET_KEY) {
    holder.__paymentProvider = stripeProvider(config.STRIPE_SECRET_KEY);
  } else {
    holder.__paymentProvider = testProvider();
    logger.info(
      "No STRIPE_SECRET_KEY: payments go through the built-in test checkout at /checkout (no card is charged)",
    );
  }
  return holder.__paymentProvider;
}

export const usesTestCheckout = () => !config.STRIPE_SECRET_KEY;
