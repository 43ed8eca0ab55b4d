import { messages } from "../lib/messages/common.ts";
import { accountTexts } from "../lib/messages/account.ts";
import { Field } from "./ui/field.tsx";

type Props = {
  /** Sign-in asks for the current password, sign-up for a new one with its length rule in the label. */
  purpose: "sign-in" | "sign-up";
  email: string;
  onEmailChange: (email: string) => void;
  onPasswordChange?: (password: string) => void;
};

/** The e-mail and password fields of the sign-in and sign-up forms. */
export function CredentialFields({ purpose, email, onEmailChange, onPasswordChange }: Props) {
  const newPassword = purpose === "sign-up";
  return (
    <>
      <Field
        label={messages.email}
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => onEmailChange(e.target.value)}
      />
      <Field
        label={newPassword ? accountTexts.passwordHint : messages.password}
        name="password"
        type="password"
        autoComplete={newPassword ? "new-password" : "current-password"}
        onChange={onPasswordChange && ((e) => onPasswordChange(e.target.value))}
      />
    </>
  );
}
