import { Suspense, useState } from "react";
import { Link } from "react-router";
import { receivesDirectMessages } from "../../lib/features.ts";
import type { Level } from "../../lib/levels.ts";
import { messages } from "../../lib/messages/common.ts";
import { contactCoachTexts } from "../../lib/messages/contact-coach.ts";
import { coachPath } from "../../lib/urls.ts";
import { preloadable, usePreload } from "../preloadable.ts";
import { Button } from "../ui/button.tsx";

// Loaded when the page is idle or the button is hovered or focused (signed in only), so that the
// click opens the dialog at once.
const { Component: ContactDialog, preload } = preloadable(() => import("../contact-dialog.tsx"));

type Props = {
  coach: { _id: string; fullName: string; level: Level };
  /** The signed-in visitor's own address, or null when signed out. */
  viewerEmail: string | null;
};

/**
 * Contact-me-directly, on level 5 profiles only (decision 0046): the message is e-mailed to the
 * coach, whose address the page never holds. Signed out, the button explains that sending needs
 * an account and links to sign-in, which comes back here. A click before the page has hydrated is
 * held and made again once it has (`data-early-click`, early-clicks.ts).
 */
export function ContactCoach({ coach, viewerEmail }: Props) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [askSignIn, setAskSignIn] = useState(false);
  const direct = receivesDirectMessages(coach.level);
  const loadSooner = usePreload(preload, direct && viewerEmail !== null);
  if (!direct) return null;
  const back = coachPath(coach);
  return (
    <div className="mt-4">
      <Button
        size="lg"
        data-early-click=""
        {...loadSooner}
        onClick={() => {
          if (!viewerEmail) return setAskSignIn(true);
          setOpened(true);
          setOpen(true);
        }}
        aria-expanded={viewerEmail ? undefined : askSignIn}
      >
        {contactCoachTexts.contactMeDirectly}
      </Button>
      {askSignIn && (
        <p role="status" className="mt-2 text-sm text-slate-800">
          {contactCoachTexts.signInToContact}{" "}
          <Link
            to={`/signin?redirectTo=${encodeURIComponent(back)}`}
            className="font-semibold text-blue-700 hover:underline"
          >
            {messages.signIn}
          </Link>
        </p>
      )}
      {opened && viewerEmail && (
        <Suspense fallback={null}>
          <ContactDialog
            open={open}
            onOpenChange={setOpen}
            title={contactCoachTexts.contactCoachTitle(coach.fullName)}
            endpoint="/api/email"
            extra={{ userId: coach._id }}
            initialEmail={viewerEmail}
            emailFixed
            successText={contactCoachTexts.coachSent}
            failureText={contactCoachTexts.coachFailed}
            note={contactCoachTexts.coachNote}
          />
        </Suspense>
      )}
    </div>
  );
}
