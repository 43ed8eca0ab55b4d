import { createHash, randomBytes } from "node:crypto";

/** A new invitation token: 192 random bits, URL-safe. Only its hash is stored. */
export const newInvitationToken = () => randomBytes(24).toString("base64url");

/** What the database keeps of a token: a leaked table cannot be turned into working links. */
export const invitationTokenHash = (token: string) => createHash("sha256").update(token).digest("hex");
