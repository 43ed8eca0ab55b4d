/**
 * What went wrong, in the domain's terms. Services throw it with a text from app/lib/messages/;
 * app/server/http.server.ts turns the kind into a status, once for the API (`apiRoute`) and once
 * for page actions (`actionError`). Services never deal in HTTP.
 */
export type DomainErrorKind =
  | "invalid"
  | "unauthorized"
  | "forbidden"
  | "not-found"
  | "conflict"
  | "unprocessable"
  /** More than the input may hold (a report body over its size). */
  | "too-large"
  | "too-many"
  /** A service this one depends on (the card payment provider, the database in time) did not answer. */
  | "unavailable";

export class DomainError extends Error {
  readonly kind: DomainErrorKind;
  constructor(kind: DomainErrorKind, message: string) {
    super(message);
    this.name = "DomainError";
    this.kind = kind;
  }
}
