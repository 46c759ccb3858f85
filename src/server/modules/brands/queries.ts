import { and, asc, eq, like, sql } from "drizzle-orm";

import { BRAND_EMAIL_ROLE } from "../../../shared/domain/contacts";
import type { Brand, CreateBrandInput, ListBrandsQuery, UpdateBrandInput } from "../../../shared/schemas/brand";
import type { Page } from "../../../shared/schemas/common";
import { pictureUrl } from "../../../shared/schemas/picture";
import { withIsoTimestamps } from "../../db/lib/dates";
import type { DbExecutor } from "../../db/lib/executor";
import { afterCursor, toPage } from "../../db/lib/pagination";
import { containsPattern } from "../../db/lib/search-text";
import { contacts } from "../contacts/table";
import { logoColours } from "../pictures";
import { brands } from "./table";

// Written out in full: drizzle leaves columns unqualified inside sql``, which would compare deals with itself.
const dealCount = sql<number>`(select count(*)::int from deals d where d.brand_id = "brands"."id")`;

const brandColumns = {
  id: brands.id,
  name: brands.name,
  sector: brands.sector,
  contactEmail: brands.contactEmail,
  logo: brands.logo,
  logoKey: brands.logoKey,
  logoUpdatedAt: brands.logoUpdatedAt,
  primaryColor: brands.primaryColor,
  secondaryColor: brands.secondaryColor,
  dealCount,
  createdAt: brands.createdAt,
  updatedAt: brands.updatedAt,
  version: brands.version,
};

type BrandRow = Omit<Brand, "createdAt" | "updatedAt" | "logoUrl"> & {
  createdAt: Date;
  updatedAt: Date;
  logoKey: string | null;
  logoUpdatedAt: Date | null;
};

export const brandLogoPath = (id: string) => `/api/brands/${id}/logo`;

function toBrand({ logoKey, logoUpdatedAt, ...row }: BrandRow): Brand {
  return { ...withIsoTimestamps(row), logoUrl: pictureUrl(brandLogoPath(row.id), logoUpdatedAt, logoKey) };
}

export async function listBrands(db: DbExecutor, query: ListBrandsQuery): Promise<Page<Brand>> {
  const rows = await db
    .select(brandColumns)
    .from(brands)
    .where(
      and(
        query.q ? like(sql`lower(${brands.name})`, containsPattern(query.q)) : undefined,
        afterCursor([brands.name, brands.id], query.cursor, "asc"),
      ),
    )
    .orderBy(asc(brands.name), asc(brands.id))
    .limit(query.limit + 1);
  return toPage(rows, query.limit, (row) => [row.name, row.id], toBrand);
}

export async function getBrand(db: DbExecutor, id: string): Promise<Brand | undefined> {
  const [row] = await db.select(brandColumns).from(brands).where(eq(brands.id, id));
  return row ? toBrand(row) : undefined;
}

/** Inserts a brand, and its contact email as one of its people. */
export async function insertBrand(db: DbExecutor, input: CreateBrandInput): Promise<string> {
  const [row] = await db.insert(brands).values(input).returning({ id: brands.id });
  // The brand's contact email is also one of its people, as migration 0032 made it for the brands before it.
  if (row && input.contactEmail)
    await db.insert(contacts).values({
      name: `Contacto de ${input.name}`,
      role: BRAND_EMAIL_ROLE,
      email: input.contactEmail.toLowerCase(),
      brandId: row.id,
    });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

/** Writes an edit's fields; false when there is no such brand. Its rules (rules.ts) run around this. */
export async function updateBrandRow(db: DbExecutor, id: string, input: UpdateBrandInput): Promise<boolean> {
  const updated = await db
    .update(brands)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(brands.id, id))
    .returning({ id: brands.id });
  return updated.length > 0;
}

/** Deletes the brand and, through the foreign key, all of its deals. */
export async function deleteBrand(db: DbExecutor, id: string): Promise<boolean> {
  const deleted = await db.delete(brands).where(eq(brands.id, id)).returning({ id: brands.id });
  return deleted.length > 0;
}

export async function countBrands(db: DbExecutor): Promise<{ total: number }> {
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(brands);
  return { total: row?.total ?? 0 };
}

/** A brand without colours takes them from its new logo; colours the agent set stay. */
export async function takeColoursFromLogo(db: DbExecutor, id: string, logo: { data: Buffer }): Promise<void> {
  const colours = await logoColours(logo.data);
  await db
    .update(brands)
    .set({
      primaryColor: sql`coalesce(${brands.primaryColor}, ${colours.primary})`,
      secondaryColor: sql`case when ${brands.primaryColor} is null then ${colours.secondary} else ${brands.secondaryColor} end`,
    })
    .where(eq(brands.id, id));
}
