import { Form } from "react-router";
import type { Route } from "./+types/plans-test";
import { TestBanner } from "../components/plans/test-banner.tsx";
import { Button } from "../components/ui/button.tsx";
import { testCheckoutTexts } from "../lib/messages/test-checkout.ts";
import { SITE_NAME } from "../lib/seo.ts";
import { config } from "../server/config.server.ts";
import { requireViewer } from "../server/identity/session.server.ts";
import { nichesWithFreeSlot } from "../server/plans/plan-service.server.ts";

export const meta: Route.MetaFunction = () => [
  { title: `${testCheckoutTexts.planTestHeading} | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

/** The plan test page with fixed purchase buttons (docs/product.md §19): outside production only. */
export async function loader({ request }: Route.LoaderArgs) {
  if (config.NODE_ENV === "production") throw new Response("Not Found", { status: 404 });
  await requireViewer(request);
  const [alt, standard, premium] = await Promise.all(
    (["alternative", "standard", "premium"] as const).map(async (tier) => (await nichesWithFreeSlot(tier))[0] ?? null),
  );
  return { alt, standard, premium };
}

export default function PlansTest({ loaderData }: Route.ComponentProps) {
  const { alt, standard, premium } = loaderData;
  const buttons: { level: string; label: string; fields: Record<string, string> }[] = [
    { level: "level3", label: "Level 3", fields: {} },
    { level: "level4", label: "Level 4", fields: {} },
    ...(alt ? [{ level: "level5", label: `Level 5 (${alt})`, fields: { categories: alt } }] : []),
    ...(alt ? [{ level: "level6alt", label: `Alternate Level 6 (${alt})`, fields: { featuredCategory: alt } }] : []),
    ...(standard
      ? [{ level: "level6standard", label: `Standard Level 6 (${standard})`, fields: { featuredCategory: standard } }]
      : []),
    ...(premium
      ? [{ level: "level6premium", label: `Premium Level 6 (${premium})`, fields: { featuredCategory: premium } }]
      : []),
  ];
  return (
    <main id="main" className="mx-auto max-w-lg px-4 py-12">
      <TestBanner />
      <h1 className="mt-6 text-2xl font-bold text-slate-900">{testCheckoutTexts.planTestHeading}</h1>
      <p className="mt-2 text-slate-700">{testCheckoutTexts.planTestLead}</p>
      <ul className="mt-6 space-y-3">
        {buttons.map((b) => (
          <li key={b.level}>
            <Form method="post" action={`/subscription/${b.level}`}>
              <input type="hidden" name="intent" value="subscribe" />
              {Object.entries(b.fields).map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ))}
              <Button type="submit" size="lg" className="w-full">
                {testCheckoutTexts.buy(b.label)}
              </Button>
            </Form>
          </li>
        ))}
      </ul>
    </main>
  );
}
