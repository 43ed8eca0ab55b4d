// The server's guards (server.ts, app/server/security): answers to requests refused before any route runs.
export const securityMessages = {
  crossSite: "This request came from another site and was refused.",
  jsonRequired: "This request must send JSON (Content-Type: application/json).",
  bodyTooLarge: (limit: string) => `The request is too large (at most ${limit}).`,
  lengthRequired: "Send the request body with a Content-Length.",
  nulByte: "The request contains a character that is not allowed (NUL).",
  loneSurrogate: "The request contains text that is not valid Unicode (half of a character).",
  tooDeep: (max: number) => `The request nests too deeply (at most ${max} levels).`,
  tooLong: (max: number) => `This field must be at most ${max} characters.`,
} as const;
