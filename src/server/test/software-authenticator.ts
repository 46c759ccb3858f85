import { createHash, generateKeyPairSync, randomBytes, sign } from "node:crypto";
import { encodeCBOR, type CBORType } from "@levischuck/tiny-cbor";
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/server";

const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();
const b64url = (data: Uint8Array) => Buffer.from(data).toString("base64url");

// Flags of the authenticator data (WebAuthn §6.1): user present, user verified, attested credential data included.
const USER_PRESENT = 0x01;
const USER_VERIFIED = 0x04;
const ATTESTED = 0x40;

/**
 * A platform authenticator in software, as a phone's or a laptop's would answer: an ES256 key pair per passkey,
 * "none" attestation, user verification done, a counter that grows with each use. Tests register and sign in with
 * it through the real routes and the real verification.
 */
export function softwareAuthenticator() {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  const credentialId = randomBytes(16);
  let counter = 0;
  let userHandle = "";

  const clientData = (type: string, challenge: string, origin: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  const authenticatorData = (rpId: string, flags: number, attested?: Uint8Array) => {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  };

  return {
    credentialId: b64url(credentialId),

    register(options: PublicKeyCredentialCreationOptionsJSON, origin: string): RegistrationResponseJSON {
      userHandle = options.user.id;
      // COSE_Key of an EC2 P-256 key for ES256 (RFC 9053): kty 2, alg -7, crv 1, x, y.
      const coseKey = encodeCBOR(
        new Map<number, CBORType>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, new Uint8Array(Buffer.from(jwk.x ?? "", "base64url"))],
          [-3, new Uint8Array(Buffer.from(jwk.y ?? "", "base64url"))],
        ]),
      );
      const length = Buffer.alloc(2);
      length.writeUInt16BE(credentialId.length);
      const attested = Buffer.concat([Buffer.alloc(16), length, credentialId, coseKey]);
      const authData = authenticatorData(options.rp.id ?? "", USER_PRESENT | USER_VERIFIED | ATTESTED, attested);
      const attestationObject = encodeCBOR(
        new Map<string, CBORType>([
          ["fmt", "none"],
          ["attStmt", new Map<string, CBORType>()],
          ["authData", new Uint8Array(authData)],
        ]),
      );
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: "public-key",
        response: {
          clientDataJSON: b64url(clientData("webauthn.create", options.challenge, origin)),
          attestationObject: b64url(attestationObject),
          transports: ["internal"],
        },
        clientExtensionResults: {},
        authenticatorAttachment: "platform",
      };
    },

    authenticate(options: PublicKeyCredentialRequestOptionsJSON, origin: string): AuthenticationResponseJSON {
      counter += 1;
      const authData = authenticatorData(options.rpId ?? "", USER_PRESENT | USER_VERIFIED);
      const clientDataJSON = clientData("webauthn.get", options.challenge, origin);
      const signature = sign("sha256", Buffer.concat([authData, sha256(clientDataJSON)]), privateKey);
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: "public-key",
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          userHandle,
        },
        clientExtensionResults: {},
        authenticatorAttachment: "platform",
      };
    },
  };
}
