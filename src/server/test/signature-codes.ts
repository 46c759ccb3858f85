import type { ParsedMail } from "mailparser";

/** The last signing code mailed to this address ("Palco: tu código para firmar es 123456"), if any yet. */
export function signatureCodeTo(mails: readonly ParsedMail[], email: string): string | undefined {
  const mail = [...mails]
    .reverse()
    .find((item) => item.subject?.startsWith("Palco: tu código") && JSON.stringify(item.to).includes(email));
  return mail?.subject?.match(/(\d{6})$/)?.[1];
}
