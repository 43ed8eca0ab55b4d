import { redirect } from "react-router";
import type { Route } from "./+types/billing";
import { requireViewer } from "../server/identity/session.server.ts";
import { billingPortal } from "../server/plans/plan-pages.server.ts";

/** POST /billing (Manage billing on /profile): on to the card provider's customer portal. */
export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireViewer(request);
  const url = viewer.profile ? await billingPortal(viewer.profile.id) : null;
  return redirect(url ?? "/profile");
}

export async function loader() {
  return redirect("/profile");
}
