import path from "node:path";
import { describe, expect, it } from "vitest";

import { ConfigError, loadConfig } from "./config";
import { rootDir } from "./paths";

describe("loadConfig", () => {
  it("gives laptop defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: "127.0.0.1",
      dataDir: path.join(rootDir, "data"),
      databaseUrl: undefined,
      admin: undefined,
      trustProxyHops: 0,
    });
  });

  it("reads the admin account and the database URL", () => {
    const config = loadConfig({
      PORT: "4000",
      DATABASE_URL: "postgres://u:p@db.example:5432/palco",
      PALCO_ADMIN_EMAIL: "agente@palco.test",
      PALCO_ADMIN_PASSWORD: "una-contraseña-larga",
    });
    expect(config.port).toBe(4000);
    expect(config.databaseUrl).toBe("postgres://u:p@db.example:5432/palco");
    expect(config.directDatabaseUrl).toBeUndefined();
    expect(config.admin).toEqual({ email: "agente@palco.test", password: "una-contraseña-larga", name: "Agente" });
  });

  it("turns on single sign-on with the three PALCO_OIDC_* variables, and explains a missing one", () => {
    expect(loadConfig({}).singleSignOn).toBeUndefined();
    const oidc = {
      PALCO_OIDC_ISSUER: "https://sso.agencia.es/realms/palco",
      PALCO_OIDC_CLIENT_ID: "palco",
      PALCO_OIDC_CLIENT_SECRET: "secreto",
    };
    expect(loadConfig(oidc).singleSignOn).toEqual({
      issuer: "https://sso.agencia.es/realms/palco",
      clientId: "palco",
      clientSecret: "secreto",
      label: "la cuenta de la agencia",
    });
    expect(loadConfig({ ...oidc, PALCO_OIDC_NAME: "Google Workspace" }).singleSignOn?.label).toBe("Google Workspace");
    expect(() => loadConfig({ ...oidc, PALCO_OIDC_CLIENT_SECRET: "" })).toThrow(
      "PALCO_OIDC_ISSUER, PALCO_OIDC_CLIENT_ID y PALCO_OIDC_CLIENT_SECRET van juntas",
    );
    expect(() => loadConfig({ ...oidc, PALCO_OIDC_ISSUER: "sso.agencia.es" })).toThrow(
      "PALCO_OIDC_ISSUER debe ser la URL del emisor",
    );
  });

  it("reads PALCO_TRUST_PROXY as a number of proxies", () => {
    expect(loadConfig({ PALCO_TRUST_PROXY: "true" }).trustProxyHops).toBe(1);
    expect(loadConfig({ PALCO_TRUST_PROXY: "2" }).trustProxyHops).toBe(2);
    expect(loadConfig({ PALCO_TRUST_PROXY: "false" }).trustProxyHops).toBe(0);
    expect(() => loadConfig({ PALCO_TRUST_PROXY: "quizá" })).toThrow(
      /PALCO_TRUST_PROXY debe ser true, false o el número de proxies/,
    );
  });

  it("keeps files in the data folder unless an S3 bucket is named", () => {
    expect(loadConfig({}).storage).toEqual({ kind: "local", folder: path.join(rootDir, "data", "files") });
    expect(loadConfig({ STORAGE_S3_BUCKET: "docs", STORAGE_S3_ENDPOINT: "http://minio:9000" }).storage).toEqual({
      kind: "s3",
      settings: {
        bucket: "docs",
        region: "us-east-1",
        endpoint: "http://minio:9000",
        accessKeyId: undefined,
        secretAccessKey: undefined,
        forcePathStyle: true,
      },
    });
    expect(() => loadConfig({ STORAGE_S3_ENDPOINT: "no es url" })).toThrow(/STORAGE_S3_ENDPOINT debe ser una URL/);
  });

  it("reads the server behind a pooler from PALCO_DIRECT_DATABASE_URL", () => {
    const pooled = loadConfig({
      DATABASE_URL: "postgres://u:p@pgbouncer.example:6432/palco",
      PALCO_DIRECT_DATABASE_URL: "postgres://u:p@db.example:5432/palco",
    });
    expect(pooled.directDatabaseUrl).toBe("postgres://u:p@db.example:5432/palco");
    expect(() => loadConfig({ PALCO_DIRECT_DATABASE_URL: "db.example" })).toThrow(
      /PALCO_DIRECT_DATABASE_URL debe ser una URL postgres:\/\//,
    );
  });

  it("reads PALCO_WORKERS as a number or one per core", () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ PALCO_WORKERS: "3" }).workers).toBe(3);
    expect(loadConfig({ PALCO_WORKERS: "auto" }).workers).toBeGreaterThanOrEqual(1);
    expect(() => loadConfig({ PALCO_WORKERS: "0" })).toThrow(/PALCO_WORKERS debe ser un número de 1 a 64 o «auto»/);
  });

  it("treats empty variables as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", PALCO_ADMIN_EMAIL: "" }).databaseUrl).toBeUndefined();
  });

  it("explains every invalid variable in Spanish", () => {
    const attempt = () =>
      loadConfig({
        PORT: "puerto",
        PALCO_ADMIN_EMAIL: "no-es-email",
        PALCO_ADMIN_PASSWORD: "corta",
        BETTER_AUTH_SECRET: "x",
      });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PALCO_ADMIN_EMAIL: PALCO_ADMIN_EMAIL no es un email válido/);
    expect(attempt).toThrow(/BETTER_AUTH_SECRET debe tener al menos 32 caracteres/);
    expect(attempt).toThrow(/PORT/);
  });

  it("refuses an unknown time zone", () => {
    expect(() => loadConfig({ PALCO_TIME_ZONE: "Marte/Olympus" })).toThrow(
      /PALCO_TIME_ZONE no es una zona horaria válida/,
    );
    expect(loadConfig({ PALCO_TIME_ZONE: "America/Mexico_City" }).timeZone).toBe("America/Mexico_City");
    expect(loadConfig({}).timeZone).toBe("Europe/Madrid");
  });

  it("requires a password with the admin email", () => {
    expect(() => loadConfig({ PALCO_ADMIN_EMAIL: "a@palco.test" })).toThrow(/Falta PALCO_ADMIN_PASSWORD/);
  });

  it("answers with the offline engine unless a model is configured", () => {
    expect(loadConfig({}).ai).toEqual({
      provider: { kind: "offline" },
      image: { kind: "offline" },
      timeoutMs: 60_000,
      requestsPerMinute: 20,
    });
    expect(
      loadConfig({
        AI_PROVIDER: "openai-compatible",
        AI_BASE_URL: "http://127.0.0.1:11434/v1",
        AI_MODEL: "llama3.1",
        AI_TIMEOUT_SECONDS: "30",
        AI_RATE_LIMIT_PER_MINUTE: "5",
      }).ai,
    ).toEqual({
      provider: {
        kind: "openai-compatible",
        baseUrl: "http://127.0.0.1:11434/v1",
        apiKey: undefined,
        model: "llama3.1",
      },
      image: { kind: "offline" },
      timeoutMs: 30_000,
      requestsPerMinute: 5,
    });
  });

  it("draws campaign images with the poster engine unless an images endpoint is configured", () => {
    expect(
      loadConfig({
        IMAGE_PROVIDER: "openai-compatible",
        IMAGE_BASE_URL: "https://images.example/v1",
        IMAGE_API_KEY: "sk-x",
        IMAGE_MODEL: "gpt-image-1",
      }).ai.image,
    ).toEqual({
      kind: "openai-compatible",
      baseUrl: "https://images.example/v1",
      apiKey: "sk-x",
      model: "gpt-image-1",
    });
    expect(() => loadConfig({ IMAGE_PROVIDER: "openai-compatible" })).toThrow(
      /Falta IMAGE_BASE_URL[\s\S]*Falta IMAGE_MODEL/,
    );
    expect(() => loadConfig({ IMAGE_PROVIDER: "dall-e" })).toThrow(
      /IMAGE_PROVIDER debe ser offline u openai-compatible/,
    );
  });

  it("explains a half-configured model", () => {
    expect(() => loadConfig({ AI_PROVIDER: "openai-compatible" })).toThrow(/Falta AI_BASE_URL[\s\S]*Falta AI_MODEL/);
    expect(() => loadConfig({ AI_PROVIDER: "gpt" })).toThrow(/AI_PROVIDER debe ser offline u openai-compatible/);
    expect(() => loadConfig({ AI_RATE_LIMIT_PER_MINUTE: "0" })).toThrow(/AI_RATE_LIMIT_PER_MINUTE debe ser al menos 1/);
  });

  it("takes a sender with a display name, as mail tools write it", () => {
    const base = { PALCO_SMTP_URL: "smtp://localhost:2525" };
    expect(loadConfig({ ...base, PALCO_MAIL_FROM: "Palco <avisos@agencia.com>" }).mail?.from).toBe(
      "Palco <avisos@agencia.com>",
    );
    expect(loadConfig({ ...base, PALCO_MAIL_FROM: '"Agencia, S.L." <avisos@agencia.com>' }).mail?.from).toBe(
      '"Agencia, S.L." <avisos@agencia.com>',
    );
    expect(loadConfig({ ...base, PALCO_MAIL_FROM: "avisos@agencia.com" }).mail?.from).toBe("avisos@agencia.com");
    expect(() => loadConfig({ ...base, PALCO_MAIL_FROM: "Palco <no es un email>" })).toThrow(
      /PALCO_MAIL_FROM debe ser una dirección de email, con o sin nombre/,
    );
    expect(() => loadConfig({ ...base, PALCO_MAIL_FROM: "avisos" })).toThrow(/PALCO_MAIL_FROM/);
  });
});
