// Kept apart from ad-zones.ts so that the banner component pulls in nothing else (bundle size).
/** docs/product.md §22: the frame is 728 by 90; under 729 px the narrow image link shows. */
export const BANNER = { width: 728, height: 90, narrowWidth: 320, narrowHeight: 50 } as const;
