import { accountTexts } from "../lib/messages/account.ts";
import { authMessages } from "../lib/messages/auth.ts";

const NAMES = { google: "Google", facebook: "Facebook" } as const;

/** One button per configured provider; each starts better-auth's OAuth redirect. */
export function SocialButtons({
  providers,
  callbackURL,
}: {
  providers: ("google" | "facebook")[];
  callbackURL: string;
}) {
  if (providers.length === 0) return null;
  return (
    <div className="space-y-2">
      {providers.map((p) => (
        <form key={p} method="post" action="/social-signin">
          <input type="hidden" name="provider" value={p} />
          <input type="hidden" name="callbackURL" value={callbackURL} />
          <button
            type="submit"
            className="w-full rounded-md border border-slate-300 bg-white px-4 py-2.5 font-semibold text-slate-800 hover:bg-slate-50"
          >
            {authMessages.continueWith(NAMES[p])}
          </button>
        </form>
      ))}
      <p className="text-center text-xs uppercase tracking-wide text-slate-500">{accountTexts.or}</p>
    </div>
  );
}
