// The error page (app/root.tsx ErrorBoundary) for anything but a 404.
export const errorTexts = {
  serverError: "Something went wrong",
  requestRefused: "This request could not be completed",
  forbidden: "You are not authenticated to view this page.",
  tryAgain: "Please try again in a moment.",
} as const;
