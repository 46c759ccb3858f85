import { eq } from "drizzle-orm";

import type { CreateBrandInput, UpdateBrandInput } from "../../../shared/schemas/brand";
import { withWriteHooks, type WriteHooks } from "../../db/lib/write-hooks";
import { assertSectorChangeAllowed } from "../deals";
import { getBrand, insertBrand, updateBrandRow } from "./queries";
import { brands } from "./table";

/** Exclusivity is per sector: a brand's binding deals must not clash with the player's deals of its new sector. */
export const brandRules: WriteHooks<CreateBrandInput, UpdateBrandInput> = {
  async beforeUpdate(db, id, input) {
    if (input.sector === undefined) return undefined;
    const [current] = await db.select({ sector: brands.sector }).from(brands).where(eq(brands.id, id)).for("update");
    if (current && current.sector.toLowerCase() !== input.sector.toLowerCase())
      await assertSectorChangeAllowed(db, id, input.sector);
    return undefined;
  },
};

/** A brand's create and update with its rules. */
export const brandWrites = withWriteHooks({ insert: insertBrand, update: updateBrandRow, get: getBrand }, brandRules);
export const createBrand = brandWrites.create;
export const updateBrand = brandWrites.update;
