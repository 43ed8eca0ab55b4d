import { z } from "./zod.ts";
import { apiErrors } from "./messages/api-errors.ts";

/** GET /api/categories: `?format=plain` asks for the names alone. */
export const categoriesQuery = z.object({
  format: z.enum(["plain"], { error: apiErrors.badCategoriesFormat }).optional(),
});
