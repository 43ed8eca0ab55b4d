// Profile photos (app/server/media/photo-service.server.ts; docs/product.md §16).
export const photoMessages = {
  notJpgOrPng: "You can only upload JPG/PNG file!",
  tooBig: "Image must be smaller than 2MB!",
  tooManyPixels: "Image must be at most 50 megapixels.",
} as const;
