import { useNavigation } from "react-router";
import { adminTexts as t } from "../../lib/messages/admin.ts";
import { Button } from "../ui/button.tsx";

export type Choice = { intent: string; label: string; secondary?: boolean; skipChecks?: boolean };

/** A decision's buttons, each named with the review it decides (several items share a page). */
export function DecisionButtons({ name, choices }: { name: string; choices: Choice[] }) {
  const busy = useNavigation().state !== "idle";
  return (
    <div className="flex flex-wrap gap-2">
      {choices.map((c) => (
        <Button
          key={c.intent}
          type="submit"
          name="intent"
          value={c.intent}
          formNoValidate={c.skipChecks}
          variant={c.secondary ? "secondary" : undefined}
          size="sm"
          disabled={busy}
          aria-label={t.decideOn(c.label, name)}
        >
          {c.label}
        </Button>
      ))}
    </div>
  );
}
