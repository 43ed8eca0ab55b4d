/** docs/product.md §23: messages show for 5 s, some failures 10 s; the sign-up success stays. */
export const TOAST_DURATION = { short: 5_000, long: 10_000, untilClosed: Number.POSITIVE_INFINITY } as const;
