// The footer's Contact Us button, on every page, and the outcome of its message (docs/product.md §18, §23).
export const contactUsTexts = {
  contactUs: "Contact Us",
  contactUsTitle: "Contact Us",
  siteSent: "Your message sent successfully. we will get back to you soon.",
  siteFailed: "Failed to send your message. Please try again.",
} as const;
