// The built-in test checkout (no provider keys).
export const testCheckoutTexts = {
  banner: "TEST CHECKOUT: no card is charged. Pay and Decline produce the same signed events as the card provider.",
  metaTitle: "Test checkout",
  heading: "Test checkout",
  plan: "Plan",
  amount: "Amount",
  email: "E-mail",
  pay: "Pay",
  decline: "Decline",
  notFound: "This checkout does not exist or is closed.",
  planTestHeading: "Plan test page",
  planTestLead: "Fixed purchase buttons for trying the payment flow (not available in production).",
  buy: (name: string) => `Buy ${name}`,
} as const;
