import { z } from "./zod.ts";
import { formBoolean, formList } from "./form-fields.ts";
import { intent, intents } from "./form-intents.ts";
import { ADD_ON_LEVELS } from "./levels.ts";
import { FIELD_LIMITS } from "./limits.ts";
import { securityMessages } from "./messages/security.ts";
import { planMessages } from "./messages/plans.ts";
import { isAddOnPlan, isLevel5Plan, LEVEL5_MAX_NICHES } from "./plans.ts";

const nicheName = z
  .string({ error: planMessages.chooseNiche })
  .trim()
  .min(1, planMessages.chooseNiche)
  .max(FIELD_LIMITS.short, securityMessages.tooLong(FIELD_LIMITS.short));

/**
 * docs/product.md §24, the subscription request: `{level: "level2"}`; `{plan}` for levels 2 to 4;
 * `{plan: "level5", categories, fourMonthSubscription}`; `{addOnLevel, featuredCategory,
 * fourMonthSubscription}` for level 6. The level 5 tier is the server's to work out from the
 * categories, so "level5" and the tiered ids are all accepted.
 */
export const subscriptionRequestBody = z
  .object({
    level: z.literal("level2", { error: planMessages.sendOne }).optional(),
    plan: z
      .enum(["level2", "level3", "level4", "level5", "level5alt", "level5standard", "level5premium"], {
        error: planMessages.unknownPlan,
      })
      .optional(),
    categories: z
      .array(nicheName, { error: planMessages.chooseNiches })
      .max(LEVEL5_MAX_NICHES, planMessages.tooManyNiches)
      .optional(),
    fourMonthSubscription: z.boolean({ error: planMessages.notBoolean }).optional(),
    addOnLevel: z.enum(ADD_ON_LEVELS, { error: planMessages.unknownPlan }).optional(),
    featuredCategory: nicheName.optional(),
  })
  .meta({ id: "SubscriptionRequest" });

export type SubscriptionRequestBody = z.output<typeof subscriptionRequestBody>;

/** What the request asks for, once its shape is known. */
export type SubscriptionRequest =
  | { kind: "free" }
  | { kind: "standard"; plan: "level3" | "level4" }
  | { kind: "level5"; categories: string[]; fourMonthSubscription: boolean }
  | {
      kind: "add-on";
      addOnLevel: (typeof ADD_ON_LEVELS)[number];
      featuredCategory: string;
      fourMonthSubscription: boolean;
    };

/** Sorts a parsed body into one of the four requests, or names what is missing. */
export function subscriptionRequest(body: SubscriptionRequestBody): SubscriptionRequest | { error: string } {
  if (body.addOnLevel) {
    if (!body.featuredCategory) return { error: planMessages.chooseNiche };
    return {
      kind: "add-on",
      addOnLevel: body.addOnLevel,
      featuredCategory: body.featuredCategory,
      fourMonthSubscription: body.fourMonthSubscription ?? true,
    };
  }
  if (body.plan && isLevel5Plan(body.plan)) {
    const categories = [...new Set(body.categories ?? [])];
    if (categories.length === 0) return { error: planMessages.chooseNiches };
    return { kind: "level5", categories, fourMonthSubscription: body.fourMonthSubscription ?? true };
  }
  if (body.plan === "level3" || body.plan === "level4") return { kind: "standard", plan: body.plan };
  if (body.level === "level2" || body.plan === "level2") return { kind: "free" };
  return { error: planMessages.sendOne };
}

/** The answer of POST /api/subscription (docs/product.md §24, the subscription answer). */
export type SubscriptionResult = {
  redirectToCheckout: boolean;
  subscriptionSuccessful: boolean | null;
  message: string;
  /** Where the browser goes to pay, when redirectToCheckout. */
  checkoutUrl?: string;
};

const subscriptionFormFields = z.object({
  /** From the page's address, /subscription/{level}. */
  level: z.string().max(FIELD_LIMITS.short),
  categories: formList(z.array(z.string().max(FIELD_LIMITS.short))).optional(),
  featuredCategory: z.string().max(FIELD_LIMITS.short).optional(),
  // The plan modals' switch is on unless sent off.
  fourMonthSubscription: formBoolean(planMessages.notBoolean, true),
});

/** The request the page's level and its form's fields make. */
function requestForLevel(form: z.output<typeof subscriptionFormFields>): SubscriptionRequestBody {
  const { level, fourMonthSubscription } = form;
  if (level === "level2") return { level: "level2" };
  if (isLevel5Plan(level)) return { plan: "level5", categories: form.categories ?? [], fourMonthSubscription };
  if (isAddOnPlan(level))
    return { addOnLevel: level, featuredCategory: form.featuredCategory ?? "", fourMonthSubscription };
  return { plan: level as SubscriptionRequestBody["plan"] };
}

/** /subscription/{level}'s one form, which the plans page and its modals post too. */
export const subscriptionPageForm = intents(
  intent("subscribe", subscriptionFormFields.transform(requestForLevel).pipe(subscriptionRequestBody)),
);

const checkoutSession = z.object({ sessionId: z.string().max(FIELD_LIMITS.short).default("") });

/** The test checkout's two buttons, /checkout (docs/product.md §19). */
export const testCheckoutForm = intents(intent("pay", checkoutSession), intent("decline", checkoutSession));
