const dayFormat = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  // The server and the browser then render the same day, whatever their time zones.
  timeZone: "UTC",
});

/** A review's, a reply's or a removal's day, e.g. "March 4, 2026". */
export const reviewDate = (iso: string | Date) => dayFormat.format(new Date(iso));

const monthFormat = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", timeZone: "UTC" });

/** The month a reviewer joined, e.g. "March 2026". */
export const memberMonth = (iso: string | Date) => monthFormat.format(new Date(iso));
