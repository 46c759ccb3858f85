import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";

/** The code an authenticator app shows now for the secret in an otpauth:// address, as a phone would compute it. */
export function totpCodeFor(totpUri: string): Promise<string> {
  const secret = new URL(totpUri).searchParams.get("secret");
  if (!secret) throw new Error(`otpauth sin secreto: ${totpUri}`);
  return createOTP(base32.decode(secret)).totp();
}
