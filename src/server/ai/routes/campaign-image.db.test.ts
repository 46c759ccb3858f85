import { PNG } from "pngjs";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { CampaignImage, CampaignImageResponse } from "../../../shared/schemas/campaign-image";
import { failWith, startFakeOpenAi, type FakeOpenAi } from "../../test/fake-openai";
import { useSignedInApp } from "../../test/signed-in-app";
import { DEFAULT_AI_SETTINGS } from "../settings";

type ErrorBody = { error: { message: string; fields?: Record<string, string> } };
const OPTIONS = {
  campaignType: "victory-celebration",
  aspectRatio: "1:1",
  quality: "standard",
  style: "dramatic",
} as const;

describe("campaign images with the poster engine", () => {
  let player: { id: string; name: string };
  const t = useSignedInApp({ ai: { ...DEFAULT_AI_SETTINGS, requestsPerMinute: 1000 } });
  beforeAll(async () => {
    player = await t.make.player({ name: "Lucía Campaña" });
  });
  const generate = (json: unknown) => t.request("/api/ai/campaign-image", { method: "POST", json });

  it("needs a session", async () => {
    expect(
      (
        await t.anonymous("/api/ai/campaign-image", {
          method: "POST",
          json: { prompt: "x", playerId: player.id, ...OPTIONS },
        })
      ).status,
    ).toBe(401);
    expect((await t.anonymous(`/api/campaign-images?playerId=${player.id}`)).status).toBe(401);
  });

  it("refuses a blank description and unknown options in Spanish, and makes nothing", async () => {
    const blank = await generate({ prompt: "   ", playerId: player.id, playerName: player.name, ...OPTIONS });
    expect(blank.status).toBe(400);
    expect(((await blank.json()) as ErrorBody).error.fields).toMatchObject({
      prompt: "Por favor ingresa una descripción",
    });
    const badRatio = await generate({ prompt: "Gol", playerId: player.id, ...OPTIONS, aspectRatio: "2:1" });
    expect(((await badRatio.json()) as ErrorBody).error.fields).toMatchObject({ aspectRatio: "Formato no válido" });
    const list = (await (await t.request(`/api/campaign-images?playerId=${player.id}`)).json()) as {
      items: unknown[];
    };
    expect(list.items).toEqual([]);
  });

  it("answers 404 for a player that does not exist", async () => {
    const response = await generate({ prompt: "Gol", playerId: "00000000-0000-4000-8000-000000000000", ...OPTIONS });
    expect(response.status).toBe(404);
    expect(((await response.json()) as ErrorBody).error.message).toBe("Jugador no encontrado");
  });

  it("draws the poster, keeps it with its options, lists the newest first, serves the PNG and deletes it", async () => {
    const first = (await (
      await generate({ prompt: "Mensaje: A por la Liga", playerId: player.id, playerName: player.name, ...OPTIONS })
    ).json()) as CampaignImageResponse;
    expect(first).toMatchObject({ success: true, error: null });
    expect(first.image).toMatchObject({
      playerId: player.id,
      prompt: "Mensaje: A por la Liga",
      engine: "offline",
      ...OPTIONS,
    });
    const second = (await (
      await generate({ prompt: "Entreno", playerId: player.id, ...OPTIONS, aspectRatio: "16:9", quality: "high" })
    ).json()) as CampaignImageResponse;

    const file = await t.request(first.imageUrl!);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/png");
    const png = PNG.sync.read(Buffer.from(await file.arrayBuffer()));
    expect([png.width, png.height]).toEqual([1080, 1080]);
    const wide = PNG.sync.read(Buffer.from(await (await t.request(second.imageUrl!)).arrayBuffer()));
    expect([wide.width, wide.height]).toEqual([2400, 1350]);
    expect((await t.anonymous(first.imageUrl!)).status).toBe(401);

    const list = (await (await t.request(`/api/campaign-images?playerId=${player.id}`)).json()) as {
      items: CampaignImage[];
    };
    expect(list.items.map((image) => image.id)).toEqual([second.image!.id, first.image!.id]);

    expect((await t.request(`/api/campaign-images/${first.image!.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await t.request(first.imageUrl!)).status).toBe(404);
    expect((await t.request(`/api/campaign-images/${first.image!.id}`, { method: "DELETE" })).status).toBe(404);
    expect((await t.request("/api/campaign-images/no-es-un-id/file")).status).toBe(404);
    const after = (await (await t.request(`/api/campaign-images?playerId=${player.id}`)).json()) as {
      items: CampaignImage[];
    };
    expect(after.items.map((image) => image.id)).toEqual([second.image!.id]);
  });

  it("makes the campaign for a brand or a deal: the copy the agent left, the brand kept, the history by brand", async () => {
    const brand = await t.make.brand({ name: "Aqualis Campaña", primaryColor: "#0077b6" });
    const other = await t.make.brand({ name: "Otra Marca Campaña" });
    const deal = await t.make.deal(player.id, brand.id, { stage: "Activa", fee: "10.000€" });
    const stranger = await t.make.player();
    const strangersDeal = await t.make.deal(stranger.id, brand.id, { fee: "1€" });
    const copy = { headline: "Agua para ganar", slogan: "Bebe como juegas", hashtags: ["AqualisTeam", "#Palco"] };

    const made = (await (
      await generate({
        prompt: "Una instrucción interna muy larga",
        playerId: player.id,
        dealId: deal.id,
        copy,
        ...OPTIONS,
      })
    ).json()) as CampaignImageResponse;
    expect(made.image).toMatchObject({
      brandId: brand.id,
      brandName: "Aqualis Campaña",
      dealId: deal.id,
      copy: { headline: "Agua para ganar", slogan: "Bebe como juegas", hashtags: ["#AqualisTeam", "#Palco"] },
    });
    // Without copy, it comes from the brief: the long instruction never reaches the poster.
    const fromBrief = (await (
      await generate({
        prompt: "Mensaje: «Hidratación de campeón» #Aqualis",
        playerId: player.id,
        brandId: other.id,
        ...OPTIONS,
      })
    ).json()) as CampaignImageResponse;
    expect(fromBrief.image?.copy).toEqual({
      headline: "¡Victoria!",
      slogan: "Hidratación de campeón",
      hashtags: ["#Aqualis"],
    });

    const forBrand = (await (
      await t.request(`/api/campaign-images?playerId=${player.id}&brandId=${brand.id}`)
    ).json()) as { items: CampaignImage[] };
    expect(forBrand.items.map((image) => image.id)).toEqual([made.image!.id]);

    const refused = async (json: Record<string, unknown>, status: number, message: string) => {
      const response = await generate({ prompt: "x", playerId: player.id, ...OPTIONS, ...json });
      expect(response.status).toBe(status);
      expect(((await response.json()) as ErrorBody).error.message).toBe(message);
    };
    await refused({ dealId: strangersDeal.id }, 400, "Ese patrocinio es de otro jugador");
    await refused({ dealId: deal.id, brandId: other.id }, 400, "La marca no es la de ese patrocinio");
    await refused({ brandId: "00000000-0000-4000-8000-000000000000" }, 404, "Marca no encontrada");
    await refused({ copy: { ...copy, headline: "" } }, 400, "Escribe el titular");
    await refused(
      { copy: { ...copy, hashtags: ["con espacio"] } },
      400,
      "Un hashtag lleva solo letras, números y _, sin espacios",
    );
  });

  it("asks for a valid player when listing", async () => {
    const response = await t.request("/api/campaign-images?playerId=x");
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error.fields).toMatchObject({ playerId: "Indica un jugador válido" });
  });
});

describe("campaign images from an OpenAI-compatible images endpoint", () => {
  let fake: FakeOpenAi;
  let player: { id: string; name: string };
  const tinyPng = () => {
    const image = new PNG({ width: 4, height: 4 });
    image.data.fill(255);
    return PNG.sync.write(image).toString("base64");
  };
  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  const t = useSignedInApp(() => ({
    ai: {
      ...DEFAULT_AI_SETTINGS,
      image: { kind: "openai-compatible", baseUrl: fake.baseUrl, apiKey: "sk-img", model: "fake-image" },
      requestsPerMinute: 1000,
    },
  }));
  beforeAll(async () => {
    player = await t.make.player({ name: "Marco Modelo", position: "Portero", team: "CF Imagen" });
  });
  afterAll(async () => {
    await fake.close();
  });
  const generate = () =>
    t.request("/api/ai/campaign-image", {
      method: "POST",
      json: { prompt: "Lanzamiento de guantes nuevos", playerId: player.id, ...OPTIONS },
    });

  it("sends the prompt built from the description, player and options, and stores the image it returns", async () => {
    let path = "";
    fake.answerWith((_request, response, incoming) => {
      path = incoming?.url ?? "";
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ created: 1, data: [{ b64_json: tinyPng() }] }));
    });
    const answer = (await (await generate()).json()) as CampaignImageResponse;
    expect(path).toBe("/v1/images/generations");
    const sent = fake.requests.at(-1) as unknown as { model: string; prompt: string; size: string };
    expect(sent.model).toBe("fake-image");
    expect(sent.size).toBe("1024x1024");
    expect(sent.prompt).toContain("Lanzamiento de guantes nuevos");
    expect(sent.prompt).toContain("Marco Modelo, Portero de CF Imagen");
    expect(sent.prompt).toContain("Celebración de Victoria");
    expect(sent.prompt).toContain("dramático");
    expect(answer).toMatchObject({ success: true, error: null, image: { engine: "fake-image" } });
    const stored = PNG.sync.read(Buffer.from(await (await t.request(answer.imageUrl!)).arrayBuffer()));
    expect([stored.width, stored.height]).toEqual([4, 4]);
  });

  it("sends the player's photo and the brand's logo to the images edit endpoint, or words alone where it has none", async () => {
    const photo = await sharp({ create: { width: 400, height: 400, channels: 3, background: "#336699" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(photo)], { type: "image/png" }), "foto.png");
    expect((await t.request(`/api/players/${player.id}/photo`, { method: "POST", body: form })).status).toBe(200);

    const paths: string[] = [];
    fake.answerWith((_request, response, incoming) => {
      paths.push(incoming?.url ?? "");
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ created: 1, data: [{ b64_json: tinyPng() }] }));
    });
    expect(((await (await generate()).json()) as CampaignImageResponse).success).toBe(true);
    expect(paths).toEqual(["/v1/images/edits"]);
    const sent = (fake.requests.at(-1) as unknown as { multipart: string }).multipart;
    expect(sent).toMatch(/name="image(\[\])?"/);
    expect(sent).toContain("Usa la foto del jugador adjunta");

    // An endpoint without edits: the same campaign from the prompt alone.
    paths.length = 0;
    fake.answerWith((_request, response, incoming) => {
      paths.push(incoming?.url ?? "");
      if (incoming?.url?.endsWith("/edits")) {
        response.writeHead(404, { "Content-Type": "application/json" });
        response.end(JSON.stringify({ error: { message: "Not found" } }));
        return;
      }
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ created: 1, data: [{ b64_json: tinyPng() }] }));
    });
    expect(((await (await generate()).json()) as CampaignImageResponse).success).toBe(true);
    expect(paths).toEqual(["/v1/images/edits", "/v1/images/generations"]);
    expect((await t.request(`/api/players/${player.id}/photo`, { method: "DELETE" })).status).toBe(204);
  });

  it("passes on SPEC.md's rate limit and credits errors", async () => {
    fake.answerWith(failWith(429, { message: "Rate limit reached", type: "requests" }));
    const limited = await generate();
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as ErrorBody).error.message).toBe(
      "Límite de solicitudes alcanzado. Intenta en unos minutos.",
    );
    fake.answerWith(failWith(402, { message: "Payment required" }));
    const credits = await generate();
    expect(credits.status).toBe(402);
    expect(((await credits.json()) as ErrorBody).error.message).toBe("Se requiere recarga de créditos.");
  });

  it("answers success false with Error al generar imagen when the model returns no image, and keeps nothing", async () => {
    fake.answerWith((_request, response) => {
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ created: 1, data: [] }));
    });
    const before = (await (await t.request(`/api/campaign-images?playerId=${player.id}`)).json()) as {
      items: unknown[];
    };
    const answer = (await (await generate()).json()) as CampaignImageResponse;
    expect(answer).toEqual({ success: false, imageUrl: null, error: "Error al generar imagen", image: null });
    const after = (await (await t.request(`/api/campaign-images?playerId=${player.id}`)).json()) as {
      items: unknown[];
    };
    expect(after.items.length).toBe(before.items.length);
  });
});
