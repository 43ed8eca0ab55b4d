import { lazy, Suspense, useState } from "react";
import { contactUsTexts } from "../lib/messages/contact-us.ts";

// The dialog's code (and zod, which checks it) loads on the first click: the footer is on every page.
const ContactDialog = lazy(() => import("./contact-dialog.tsx"));

/** The footer's Contact Us button: a message to the site owners, open to everyone (docs/product.md §18). */
export function ContactUs({ email }: { email?: string | null }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button
        type="button"
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
