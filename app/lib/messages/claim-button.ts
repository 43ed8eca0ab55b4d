// The Claim button of an unclaimed coach page (docs/product.md §17).
export const claimButtonTexts = {
  button: "Claim this profile",
  buttonHint: "Is this you? Claim the profile to keep it up to date and answer your reviews.",
} as const;
