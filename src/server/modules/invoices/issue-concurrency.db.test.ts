import { afterAll, beforeAll, expect, it } from "vitest";

import type { Invoice } from "../../../shared/schemas/invoice";
import { createApp } from "../../app";
import { createAuth } from "../../auth/auth";
import { connectDatabase, type DatabaseHandle } from "../../db/client";
import { localStorage } from "../../storage/local-storage";
import { AGENCY_NIF, brandInstalments, draftFor, makeIssuer } from "../../test/billing";
import { useSignedInApp } from "../../test/signed-in-app";
import { TEST_ORIGIN } from "../../test/test-app";
import { checkChains } from "../verifactu";

// Numbers are given at issue under a row lock: twenty issues at once, from two processes with their own
// connections, take twenty consecutive numbers and chain twenty records, with no gap and no duplicate.
const t = useSignedInApp();
const secret = "test-secret-test-secret-test-secret-0123";
let second: DatabaseHandle;
let secondApp: ReturnType<typeof createApp>;
beforeAll(() => {
  second = connectDatabase(t.database.url, { max: 4 });
  secondApp = createApp({
    db: second.db,
    auth: createAuth({ db: second.db, secret, baseUrl: TEST_ORIGIN }),
    version: "0.0.0-test",
    secret,
    storage: localStorage(t.filesDir),
  });
});
afterAll(() => second.pool.end());

it("gives twenty concurrent issues from two processes the numbers 1 to 20", async () => {
  const issuer = await makeIssuer(t);
  const instalments = await brandInstalments(
    t,
    Array.from({ length: 20 }, (_, index) => `${1000 + index}€`),
  );
  const drafts: Invoice[] = [];
  for (const instalment of instalments) drafts.push(await draftFor(t, issuer.id, [instalment.id]));
  const issueOn = (app: "first" | "second", id: string) => {
    const init = { method: "POST", headers: { Origin: TEST_ORIGIN, Cookie: t.cookie } };
    return app === "first"
      ? t.request(`/api/invoices/${id}/issue`, { method: "POST" })
      : Promise.resolve(secondApp.request(`${TEST_ORIGIN}/api/invoices/${id}/issue`, init));
  };
  const answers = await Promise.all(drafts.map((draft, index) => issueOn(index % 2 ? "second" : "first", draft.id)));
  expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
  const issued = (await Promise.all(answers.map((answer) => answer.json()))) as Invoice[];
  const sequences = issued.map((invoice) => Number(invoice.number?.split("/")[1])).sort((a, b) => a - b);
  expect(sequences).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
  const [chain] = (await checkChains(t.database.db)).filter((report) => report.issuerNif === AGENCY_NIF);
  expect(chain).toMatchObject({ records: 20, intact: true, breaks: [] });
});
