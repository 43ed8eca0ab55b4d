import type { Route } from "./+types/weekly-digest-stop";
import { digestLinkQuery, oneClickForm } from "../../lib/digest-schemas.ts";
import { weeklyDigestPageTexts } from "../../lib/messages/weekly-digest.ts";
import { changeDigest, checked } from "../../server/digest/digest-preference.server.ts";
import { allowMethods, apiRoute, json, methodNotAllowed, parseWith, readForm } from "../../server/http.server.ts";

/**
 * POST /api/weekly-digest/stop?coach=&sig= with `List-Unsubscribe=One-Click` (RFC 8058): the
 * digest's List-Unsubscribe address, which mail programs post to from anywhere, without a cookie
 * (decision 0077). The signed link is the permission: 404 for a changed one, 200 once stopped.
 */
export const action = apiRoute(async ({ request }: Route.ActionArgs) => {
  allowMethods(request, ["POST"]);
  const link = parseWith(digestLinkQuery, Object.fromEntries(new URL(request.url).searchParams));
  checked(link); // a foreign link is a 404 whatever its body
  parseWith(oneClickForm, await readForm(request));
  await changeDigest(link, false);
  return json({ message: weeklyDigestPageTexts.stopped }, { headers: { "Cache-Control": "no-store" } });
});

/** A GET (a link scanner's) stops nothing: 405 with Allow: POST; people open the page's link. */
export const loader = () => methodNotAllowed(["POST"]);
