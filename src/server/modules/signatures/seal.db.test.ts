import { createHash } from "node:crypto";
import forge from "node-forge";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { SignatureRequest } from "../../../shared/schemas/signature";
import { createMailer } from "../../mail/mailer";
import { playerSession } from "../../test/player-session";
import { signatureCodeTo } from "../../test/signature-codes";
import { useSignedInApp } from "../../test/signed-in-app";
import { startSmtpCatcher } from "../../test/smtp-catcher";

/** A self-signed certificate for the agency, as a .p12 with a password, the way a real one is configured. */
function agencyCertificate(passphrase: string): Buffer {
  const keys = forge.pki.rsa.generateKeyPair(2048);
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = keys.publicKey;
  certificate.serialNumber = "01";
  certificate.validity.notBefore = new Date(Date.now() - 86_400_000);
  certificate.validity.notAfter = new Date(Date.now() + 365 * 86_400_000);
  const subject = [{ name: "commonName", value: "Agencia de Pruebas SL" }];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  certificate.sign(keys.privateKey, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(keys.privateKey, [certificate], passphrase, { algorithm: "3des" });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), "binary");
}

let inbox: Awaited<ReturnType<typeof startSmtpCatcher>>;
let p12: Buffer;
beforeAll(async () => {
  inbox = await startSmtpCatcher();
  p12 = agencyCertificate("clave-del-certificado");
});
afterAll(() => inbox.close());
const t = useSignedInApp(() => ({
  mailer: createMailer({ smtpUrl: inbox.url, from: "firmas@palco.test" }),
  seal: { p12, passphrase: "clave-del-certificado" },
}));

const codeMailedTo = async (email: string) => {
  await expect.poll(() => signatureCodeTo(inbox.received, email)).toBeDefined();
  return signatureCodeTo(inbox.received, email)!;
};

/** The PAdES signature's byte range, and the message digest its signed attributes carry. */
function readSeal(pdf: Buffer) {
  const text = pdf.toString("latin1");
  const range = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(text)!.slice(1).map(Number);
  const [start, length, secondStart, secondLength] = range as [number, number, number, number];
  const covered = Buffer.concat([
    pdf.subarray(start, start + length),
    pdf.subarray(secondStart, secondStart + secondLength),
  ]);
  const contents = pdf
    .subarray(start + length + 1, secondStart - 1)
    .toString("latin1")
    .replace(/0+$/, "");
  const message = forge.pkcs7.messageFromAsn1(forge.asn1.fromDer(forge.util.hexToBytes(contents))) as unknown as {
    rawCapture: { authenticatedAttributes: { value: { value: { value: string }[] }[] }[] };
    certificates: forge.pki.Certificate[];
  };
  // The signed attributes: content type, signing time, message digest (each a SEQUENCE of OID and SET of value).
  const digests = message.rawCapture.authenticatedAttributes
    .map((attribute) => attribute.value as unknown as [{ value: string }, { value: { value: string }[] }])
    .filter(([oid]) => forge.asn1.derToOid(oid.value) === forge.pki.oids.messageDigest!)
    .map(([, set]) => forge.util.bytesToHex(set.value[0]!.value));
  return {
    subFilter: /\/SubFilter\s*\/ETSI\.CAdES\.detached/.test(text),
    coveredSha256: createHash("sha256").update(covered).digest("hex"),
    signedDigest: digests[0],
    signer: message.certificates[0]?.subject.getField("CN")?.value as string | undefined,
  };
}

describe("a signed document sealed with the agency's certificate", () => {
  it("carries a PAdES signature over the whole file, by the agency, and verifies by its hash", async () => {
    const player = await t.make.player({ name: "Adulto Sellado", birthDate: "1995-04-02" });
    const brand = await t.make.brand();
    const deal = await t.make.deal(player.id, brand.id);
    const playerCookie = await playerSession(t, t.cookie, player.id);
    const request = await t.make.create<SignatureRequest>("/api/signatures", {
      template: "deal-memo",
      recordType: "deal",
      recordId: deal.id,
    });
    expect(request.signers.map((signer) => signer.role)).toEqual(["jugador", "agente"]);
    await t.request(`/api/signatures/${request.id}/send`, { method: "POST" });
    const sign = async (path: string, name: string, email: string, cookie?: string) => {
      await t.request(`${path}/code`, { method: "POST", cookie });
      const answer = await t.request(`${path}/sign`, {
        method: "POST",
        cookie,
        json: {
          code: await codeMailedTo(email),
          typedName: name,
          drawing: null,
          seenSha256: request.originalSha256,
          readAll: true,
        },
      });
      expect(answer.status).toBe(200);
    };
    const emails = (await (await t.request(`/api/signatures/${request.id}`)).json()) as SignatureRequest;
    await sign(`/api/app/signatures/${request.id}`, player.name, emails.signers[0]!.email!, playerCookie);
    await sign(`/api/signatures/${request.id}`, emails.signers[1]!.name, emails.signers[1]!.email!);

    const done = (await (await t.request(`/api/signatures/${request.id}`)).json()) as SignatureRequest;
    expect(done).toMatchObject({ status: "firmada", sealed: true });
    const pdf = Buffer.from(await (await t.request(`/api/signatures/${request.id}/pdf`)).arrayBuffer());
    expect(createHash("sha256").update(pdf).digest("hex")).toBe(done.finalSha256);
    const seal = readSeal(pdf);
    expect(seal.subFilter).toBe(true);
    expect(seal.signer).toBe("Agencia de Pruebas SL");
    expect(seal.signedDigest).toBe(seal.coveredSha256);
    expect(await (await t.anonymous(`/api/verify/${done.finalSha256}`)).json()).toMatchObject({
      kind: "final",
      sealed: true,
    });
  });
});
