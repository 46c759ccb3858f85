import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import * as mupdf from "mupdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { agencyToday, shiftDays } from "../../../shared/domain/calendar-day";
import type { Mandate } from "../../../shared/schemas/mandate";
import type { SignatureRequest, SignatureVerification } from "../../../shared/schemas/signature";
import { createMailer } from "../../mail/mailer";
import { memberSession } from "../../test/member-session";
import { playerSession } from "../../test/player-session";
import { signatureCodeTo } from "../../test/signature-codes";
import { useSignedInApp } from "../../test/signed-in-app";
import { startSmtpCatcher } from "../../test/smtp-catcher";

let inbox: Awaited<ReturnType<typeof startSmtpCatcher>>;
beforeAll(async () => {
  inbox = await startSmtpCatcher();
});
afterAll(() => inbox.close());
const t = useSignedInApp(() => ({
  mailer: createMailer({ smtpUrl: inbox.url, from: "firmas@palco.test" }),
  publicUrl: "http://localhost",
}));

const today = agencyToday();
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
type ErrorBody = { error: { message: string; fields?: Record<string, string> } };
// A drawn signature: a 1×1 PNG.
const DRAWING =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

const pdfText = (bytes: Uint8Array) => {
  const document = mupdf.Document.openDocument(bytes, "application/pdf");
  return Array.from({ length: document.countPages() }, (_, index) =>
    document.loadPage(index).toStructuredText("preserve-whitespace").asText(),
  )
    .join("\n")
    .replace(/\s+/g, " ");
};

/** The last code mailed to this address, once it arrives. */
async function codeMailedTo(email: string): Promise<string> {
  await expect.poll(() => signatureCodeTo(inbox.received, email)).toBeDefined();
  return signatureCodeTo(inbox.received, email)!;
}

/** A minor with his app, his mandate (the guardian named) and a draft to sign it. */
async function minorsMandate() {
  const player = await t.make.player({
    name: `Pablo Menor ${Math.random().toString(36).slice(2, 6)}`,
    birthDate: shiftDays(today, -16 * 365),
  });
  const mandate = await t.make.create<Mandate>("/api/mandates", {
    playerId: player.id,
    startDate: today,
    endDate: shiftDays(today, 600),
    commissionPercent: 5,
    legalAdviceConfirmed: true,
    guardianName: "Marta Tutora",
    guardianConsentOn: today,
  });
  const playerCookie = await playerSession(t, t.cookie, player.id);
  const created = await t.request("/api/signatures", {
    method: "POST",
    json: {
      template: "representation-mandate",
      recordType: "mandate",
      recordId: mandate.id,
      guardianEmail: "tutora@palco.test",
    },
  });
  expect(created.status).toBe(201);
  return { player, mandate, playerCookie, request: (await created.json()) as SignatureRequest };
}

const read = async (id: string, cookie?: string) =>
  (await (await t.request(`/api/signatures/${id}`, { cookie })).json()) as SignatureRequest & {
    links?: Record<string, string>;
  };

describe("signing a mandate in Palco", () => {
  it("is signed by the player in his app, his guardian from a link and the agent, with the audit page and hashes", async () => {
    const { player, mandate, playerCookie, request } = await minorsMandate();
    expect(request.signers.map(({ role, name, signsIn }) => ({ role, name, signsIn }))).toEqual([
      { role: "jugador", name: player.name, signsIn: "app" },
      { role: "tutor", name: "Marta Tutora", signsIn: "link" },
      { role: "agente", name: expect.any(String), signsIn: "app" },
    ]);
    expect(request.status).toBe("borrador");
    // The agent reads the filled PDF before sending: it is the one whose hash is kept.
    const original = new Uint8Array(await (await t.request(`/api/signatures/${request.id}/pdf`)).arrayBuffer());
    expect(sha256(original)).toBe(request.originalSha256);
    expect(pdfText(original)).toContain("menor de edad, representado por su tutor legal Marta Tutora");

    const sent = (await (
      await t.request(`/api/signatures/${request.id}/send`, { method: "POST" })
    ).json()) as SignatureRequest & {
      links: Record<string, string>;
    };
    expect(sent.status).toBe("enviada");
    const guardian = sent.signers[1]!;
    const guardianToken = sent.links[guardian.id]!.split("#")[1]!;

    // The guardian cannot sign before the player.
    const early = await t.anonymous(`/api/sign/${guardianToken}/code`, { method: "POST" });
    expect(early.status).toBe(409);
    expect(((await early.json()) as ErrorBody).error.message).toBe(
      `Aún no te toca firmar: falta la firma de ${player.name}`,
    );

    // The player, in his app: reads, asks for the code, signs.
    const inApp = (await (await t.request("/api/app/signatures", { cookie: playerCookie })).json()) as {
      items: SignatureRequest[];
    };
    expect(inApp.items.map((item) => item.id)).toEqual([request.id]);
    const seen = sha256(
      new Uint8Array(
        await (await t.request(`/api/app/signatures/${request.id}/pdf`, { cookie: playerCookie })).arrayBuffer(),
      ),
    );
    const codeAnswer = await t.request(`/api/app/signatures/${request.id}/code`, {
      method: "POST",
      cookie: playerCookie,
    });
    expect(codeAnswer.status).toBe(200);
    const playerEmail = (await read(request.id)).signers[0]!.email!;
    const playerCode = await codeMailedTo(playerEmail);
    const wrongName = await t.request(`/api/app/signatures/${request.id}/sign`, {
      method: "POST",
      cookie: playerCookie,
      json: { code: playerCode, typedName: "Otro Nombre", drawing: null, seenSha256: seen, readAll: true },
    });
    expect(wrongName.status).toBe(400);
    expect(((await wrongName.json()) as ErrorBody).error.fields?.typedName).toBe(
      `Escribe tu nombre completo: ${player.name}`,
    );
    const signed = await t.request(`/api/app/signatures/${request.id}/sign`, {
      method: "POST",
      cookie: playerCookie,
      headers: { "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)" },
      json: {
        code: playerCode,
        typedName: player.name.toUpperCase(),
        drawing: DRAWING,
        seenSha256: seen,
        readAll: true,
      },
    });
    expect(signed.status).toBe(200);

    // The guardian, from the link sent by email.
    const guardianMail = inbox.received.find((mail) => JSON.stringify(mail.to).includes("tutora@palco.test"));
    expect(guardianMail?.text).toContain(`/firmar#${guardianToken}`);
    const fromLink = (await (await t.anonymous(`/api/sign/${guardianToken}`)).json()) as SignatureRequest;
    expect(fromLink.signers.map((signer) => signer.email)).toEqual([null, "tutora@palco.test", null]);
    expect((await t.anonymous(`/api/sign/${guardianToken}/code`, { method: "POST" })).status).toBe(200);
    const guardianCode = await codeMailedTo("tutora@palco.test");
    const byGuardian = await t.anonymous(`/api/sign/${guardianToken}/sign`, {
      method: "POST",
      json: {
        code: guardianCode,
        typedName: "Marta Tutora",
        drawing: null,
        seenSha256: request.originalSha256,
        readAll: true,
      },
    });
    expect(byGuardian.status).toBe(200);

    // Then the agent in the console.
    expect((await t.request(`/api/signatures/${request.id}/code`, { method: "POST" })).status).toBe(200);
    const agentCode = await codeMailedTo((await read(request.id)).signers[2]!.email!);
    const agentName = request.signers[2]!.name;
    const last = await t.request(`/api/signatures/${request.id}/sign`, {
      method: "POST",
      json: { code: agentCode, typedName: agentName, drawing: null, seenSha256: request.originalSha256, readAll: true },
    });
    expect(((await last.json()) as { completed: boolean }).completed).toBe(true);

    const done = await read(request.id);
    expect(done).toMatchObject({ status: "firmada", sealed: false });
    const final = new Uint8Array(await (await t.request(`/api/signatures/${request.id}/pdf`)).arrayBuffer());
    expect(sha256(final)).toBe(done.finalSha256);
    const text = pdfText(final);
    expect(text).toContain("Registro de auditoría");
    expect(text).toContain(`SHA-256 del documento original: ${request.originalSha256}`);
    expect(text).toContain(`SHA-256 del documento que leyó: ${seen}`);
    expect(text).toContain("Dispositivo: Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)");
    expect(text).toContain("Tutor legal: Marta Tutora");
    // The signed mandate is signed from today: its FIFA registration counts from here.
    const after = (await (await t.request(`/api/mandates/${mandate.id}`)).json()) as Mandate;
    expect(after.signedOn).toBe(today);

    // Anyone can check the final file; a changed copy is not Palco's.
    const verified = (await (await t.anonymous(`/api/verify/${done.finalSha256}`)).json()) as SignatureVerification;
    expect(verified).toMatchObject({ kind: "final", status: "firmada", title: done.title });
    expect(verified.signers.map((signer) => signer.role)).toEqual(["jugador", "tutor", "agente"]);
    const tampered = Uint8Array.from(final);
    tampered[tampered.length - 20] = (tampered[tampered.length - 20] ?? 0) ^ 1;
    const refused = await t.anonymous(`/api/verify/${sha256(tampered)}`);
    expect(refused.status).toBe(404);
    expect(((await refused.json()) as ErrorBody).error.message).toBe("Palco no emitió ningún documento con esa huella");
    expect((await t.anonymous("/api/verify/no-es-una-huella")).status).toBe(400);

    // Nothing signed goes: not by the API, not with the mandate or the player, not by SQL.
    const kept = await t.request(`/api/signatures/${request.id}`, { method: "DELETE" });
    expect(kept.status).toBe(409);
    expect((await t.request(`/api/mandates/${mandate.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await t.request(`/api/players/${player.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await read(request.id)).status).toBe("firmada");
    await expect(t.database.db.execute(sql`delete from signature_requests where id = ${request.id}`)).rejects.toThrow();
    await expect(
      t.database.db.execute(sql`delete from signature_signers where request_id = ${request.id}`),
    ).rejects.toThrow();
    await expect(
      t.database.db.execute(sql`update signature_signers set typed_name = 'otro' where request_id = ${request.id}`),
    ).rejects.toThrow();
    expect((await t.anonymous(`/api/verify/${done.finalSha256}`)).status).toBe(200);
  });

  it("is refused by a player session that is not its signer, and a refusal says why and changes nothing", async () => {
    const { mandate, playerCookie, request } = await minorsMandate();
    const other = await t.make.player();
    const otherCookie = await playerSession(t, t.cookie, other.id);
    await t.request(`/api/signatures/${request.id}/send`, { method: "POST" });
    expect((await t.request(`/api/app/signatures/${request.id}`, { cookie: otherCookie })).status).toBe(404);
    expect(
      (await t.request(`/api/app/signatures/${request.id}/code`, { method: "POST", cookie: otherCookie })).status,
    ).toBe(404);
    expect((await t.request(`/api/signatures/${request.id}`, { cookie: otherCookie })).status).toBe(403);
    const noReason = await t.request(`/api/app/signatures/${request.id}/refuse`, {
      method: "POST",
      cookie: playerCookie,
      json: {},
    });
    expect(((await noReason.json()) as ErrorBody).error.fields?.reason).toBe("Explica por qué no firmas");
    await t.request(`/api/app/signatures/${request.id}/refuse`, {
      method: "POST",
      cookie: playerCookie,
      json: { reason: "Quiero revisar el porcentaje" },
    });
    const refused = await read(request.id);
    expect(refused).toMatchObject({ status: "rechazada" });
    expect(refused.statusReason).toContain("no firmó: Quiero revisar el porcentaje");
    const unchanged = (await (await t.request(`/api/mandates/${mandate.id}`)).json()) as Mandate;
    expect(unchanged.signedOn).toBeNull();
    const late = await t.request(`/api/app/signatures/${request.id}/code`, { method: "POST", cookie: playerCookie });
    expect(((await late.json()) as ErrorBody).error.message).toBe("Esta solicitud se rechazó: no cambia nada");
  });

  it("expires unsigned after its days, saying so; a wrong code counts and five end it", async () => {
    const { playerCookie, request } = await minorsMandate();
    await t.request(`/api/signatures/${request.id}/send`, { method: "POST" });
    await t.request(`/api/app/signatures/${request.id}/code`, { method: "POST", cookie: playerCookie });
    const attempt = () =>
      t.request(`/api/app/signatures/${request.id}/sign`, {
        method: "POST",
        cookie: playerCookie,
        json: { code: "000000", typedName: "x", drawing: null, seenSha256: request.originalSha256, readAll: true },
      });
    // (A real code could be 000000 once in a million runs; the count is what is checked.)
    for (let index = 0; index < 5; index += 1) await attempt();
    expect(((await (await attempt()).json()) as ErrorBody).error.message).toBe(
      "Demasiados intentos: pide un código nuevo",
    );
    await t.database.db.execute(
      sql`update signature_requests set expires_at = now() - interval '1 minute' where id = ${request.id}`,
    );
    const expired = await read(request.id);
    expect(expired).toMatchObject({
      status: "caducada",
      statusReason: "Esta solicitud caducó sin todas las firmas: no cambia nada",
    });
    expect(
      (await t.request(`/api/app/signatures/${request.id}/code`, { method: "POST", cookie: playerCookie })).status,
    ).toBe(410);
  });

  it("needs a session, a role that reads documents, a known record and the template's kind of record", async () => {
    expect((await t.anonymous("/api/signatures")).status).toBe(401);
    const { request } = await minorsMandate();
    const scout = (await memberSession(t, t.cookie, "ojeador")).cookie;
    expect((await t.request("/api/signatures", { cookie: scout })).status).toBe(403);
    const unknown = await t.request("/api/signatures", {
      method: "POST",
      json: { template: "representation-mandate", recordType: "mandate", recordId: crypto.randomUUID() },
    });
    expect(unknown.status).toBe(404);
    const wrongKind = await t.request("/api/signatures", {
      method: "POST",
      json: { template: "deal-memo", recordType: "mandate", recordId: request.recordId },
    });
    expect(((await wrongKind.json()) as ErrorBody).error.message).toBe(
      "Esa plantilla no se rellena con ese tipo de registro",
    );
    expect((await t.request(`/api/signatures/${crypto.randomUUID()}`)).status).toBe(404);
    // A draft may be thrown away.
    expect((await t.request(`/api/signatures/${request.id}`, { method: "DELETE" })).status).toBe(204);
  });
});
