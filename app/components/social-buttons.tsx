import { accountTexts } from "../lib/messages/account.ts";
import { authMessages } from "../lib/messages/auth.ts";
import { Button } from "./ui/button.tsx";
import type { SocialProvider } from "../lib/social-providers.ts";

const NAMES = { google: "Google", facebook: "Facebook" } as const;

/** One button per configured provider; each starts better-auth's OAuth redirect. */
export function SocialButtons({ providers, callbackURL }: { providers: SocialProvider[]; callbackURL: string }) {
  if (providers.length === 0) return null;
  return (
    <div className="space-y-2">
      {providers.map((p) => (
        <form key={p} method="post" action="/social-signin">
          <input type="hidden" name="provider" value={p} />
          <input type="hidden" name="callbackURL" value={callbackURL} />
          <Button type="submit" variant="secondary" size="lg" className="w-full">
            {authMessages.continueWith(NAMES[p])}
          </Button>
        </form>
      ))}
      <p className="text-center text-xs uppercase tracking-wide text-slate-500">{accountTexts.or}</p>
    </div>
  );
}
