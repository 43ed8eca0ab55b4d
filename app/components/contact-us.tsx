import { Suspense, useState } from "react";
import { contactUsTexts } from "../lib/messages/contact-us.ts";
import { preloadable, usePreload } from "./preloadable.ts";

// The dialog's code (and zod, which checks it) is not in the page's first load: the footer is on
// every page. It loads when the page is idle or the button is hovered or focused, so a click opens
// the dialog at once.
const { Component: ContactDialog, preload } = preloadable(() => import("./contact-dialog.tsx"));

/**
 * The footer's Contact Us button: a message to the site owners, open to everyone (docs/product.md §18).
 * The footer hydrates after the page (deferred.tsx): a click before then is held and made again
 * once it has (`data-early-click`, early-clicks.ts). A native dialog would open before hydration,
 * but its form would not work until then: it needs the script to check and send the message.
 */
export function ContactUs({ email }: { email?: string | null }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const loadSooner = usePreload(preload);
  return (
    <>
      <button
        type="button"
        data-early-click=""
        {...loadSooner}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        className="hover:text-white hover:underline"
      >
        {contactUsTexts.contactUs}
      </button>
      {opened && (
        <Suspense fallback={null}>
          <ContactDialog
            open={open}
            onOpenChange={setOpen}
            title={contactUsTexts.contactUsTitle}
            endpoint="/api/contact"
            initialEmail={email ?? ""}
            successText={contactUsTexts.siteSent}
            failureText={contactUsTexts.siteFailed}
          />
        </Suspense>
      )}
    </>
  );
}
