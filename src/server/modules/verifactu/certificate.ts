import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { createSecureContext } from "node:tls";

/** The taxpayer's PKCS#12 certificate and its password, as the sender hands them to TLS. */
export type ClientCertificate = { pfx: Buffer; passphrase: string };

const keyOf = (secret: string) => Buffer.from(hkdfSync("sha256", secret, "palco", "verifactu-certificate", 32));

/**
 * Sealed with AES-256-GCM under a key derived from the server's secret: the database alone (a backup, a replica)
 * does not give the certificate away. Layout: 12-byte nonce, 16-byte tag, then the ciphertext.
 */
export function sealCertificate(certificate: ClientCertificate, secret: string): Buffer {
  const nonce = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(secret), nonce);
  const plain = Buffer.from(
    JSON.stringify({ pfx: certificate.pfx.toString("base64"), passphrase: certificate.passphrase }),
  );
  const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([nonce, cipher.getAuthTag(), sealed]);
}

export function openCertificate(sealed: Buffer, secret: string): ClientCertificate {
  const decipher = createDecipheriv("aes-256-gcm", keyOf(secret), sealed.subarray(0, 12));
  decipher.setAuthTag(sealed.subarray(12, 28));
  const plain = Buffer.concat([decipher.update(sealed.subarray(28)), decipher.final()]).toString("utf8");
  const { pfx, passphrase } = JSON.parse(plain) as { pfx: string; passphrase: string };
  return { pfx: Buffer.from(pfx, "base64"), passphrase };
}

/** Whether TLS can use it: a PKCS#12 file whose password opens it. */
export function certificateUsable(certificate: ClientCertificate): boolean {
  try {
    createSecureContext({ pfx: certificate.pfx, passphrase: certificate.passphrase });
    return true;
  } catch {
    return false;
  }
}
