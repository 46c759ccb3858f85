import { sql } from "drizzle-orm";

import { syncAllCommissions } from "../../modules/commissions";
import type { Database } from "../client";

export type PortfolioSize = {
  players: number;
  brands: number;
  deals: number;
  news: number;
  events: number;
  clubs: number;
  operations: number;
  offers: number;
  tasks: number;
};

/**
 * Ten deals, a hundred news items, five events and five operations (four offers each) per player, a club for every
 * twenty: the shape of a busy agency, scaled.
 */
export function portfolioFor(players: number): PortfolioSize {
  return {
    players,
    brands: Math.max(6, Math.round(players / 20)),
    deals: players * 10,
    news: players * 100,
    events: players * 5,
    clubs: Math.max(20, Math.round(players / 20)),
    operations: players * 5,
    offers: players * 20,
    tasks: players * 2,
  };
}

const FIRST_NAMES = [
  "Álvaro",
  "Diego",
  "Nicolás",
  "Sergio",
  "Íker",
  "Mateo",
  "Hugo",
  "Martín",
  "Lucas",
  "Adrián",
  "Joaquín",
  "Rubén",
];
const SURNAMES = [
  "García",
  "Martín",
  "López",
  "Sánchez",
  "Pérez",
  "Gómez",
  "Fernández",
  "Ruiz",
  "Díaz",
  "Moreno",
  "Muñoz",
  "Álvarez",
];
const POSITIONS = ["Portero", "Defensa", "Lateral", "Centrocampista", "Extremo", "Delantero"];
const COUNTRIES = ["España", "Argentina", "Uruguay", "México", "Colombia", "Portugal", "Francia", "Brasil"];

const textArray = (values: string[]) =>
  sql.raw(`(array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(",")}])`);

/**
 * Adds generated players, brands, deals, news, events and follower snapshots, in SQL, to whatever the database
 * holds already (the sample data of a started Palco, say). One transaction: a failure leaves nothing behind.
 */
export async function seedLargePortfolio(
  db: Database,
  size: PortfolioSize,
  log: (message: string) => void = () => undefined,
) {
  await db.transaction(async (tx) => {
    const step = async (label: string, query: ReturnType<typeof sql>) => {
      const started = performance.now();
      await tx.execute(query);
      log(`${label}: ${Math.round(performance.now() - started)} ms`);
    };
    // Millions of rows go in far faster into tables without secondary indexes, which are then built once.
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    const rebuild = await dropSecondaryIndexes(tx, BULK_TABLES);
    await insertPortfolio(step, size);
    await step(`${rebuild.length} índices reconstruidos`, sql.raw(rebuild.join(";\n")));
    const started = performance.now();
    const instalments = await syncAllCommissions(tx);
    log(`${instalments} plazos de comisión: ${Math.round(performance.now() - started)} ms`);
  });
  // What autovacuum would do shortly after a bulk load (and outside any transaction): statistics and visibility map.
  const started = performance.now();
  await db.execute(sql`vacuum analyze`);
  log(`vacuum analyze: ${Math.round(performance.now() - started)} ms`);
}

/** The tables that receive millions of rows at 100k players. */
const BULK_TABLES = ["deals", "news", "events", "operations", "offers", "contact_log", "tasks"];

/**
 * Drops the indexes of these tables that no constraint owns (primary keys and unique constraints stay, so that the
 * data is checked as it goes in), and answers the statements that build them again.
 */
async function dropSecondaryIndexes(tx: Parameters<Parameters<Database["transaction"]>[0]>[0], tables: string[]) {
  const { rows } = await tx.execute<{ name: string; definition: string }>(sql`
    select i.indexname as name, i.indexdef as definition
    from pg_indexes i
    where i.schemaname = current_schema() and i.tablename in (${sql.join(
      tables.map((table) => sql`${table}`),
      sql`, `,
    )})
      and not exists (select 1 from pg_constraint c where c.conindid = to_regclass(quote_ident(i.indexname)))`);
  for (const row of rows) await tx.execute(sql.raw(`drop index ${JSON.stringify(row.name)}`));
  return rows.map((row) => row.definition);
}

async function insertPortfolio(
  step: (label: string, query: ReturnType<typeof sql>) => Promise<void>,
  size: PortfolioSize,
) {
  await step(
    `${size.players} jugadores`,
    sql`
    insert into players (name, birth_date, position, nationality, team, instagram_followers, tiktok_followers, x_followers,
                         youtube_followers, engagement_rate, sentiment, sentiment_negative, market_value, market_value_amount,
                         contract_until, search_text, created_at)
    select n.name, date '1990-01-01' + (g * 37 % 5000), n.position, ${textArray(COUNTRIES)}[1 + g % 8], 'Club ' || (1 + g % 400),
           (random() * 5000000)::bigint, (random() * 3000000)::bigint, (random() * 900000)::bigint, (random() * 400000)::bigint,
           round((1.5 + random() * 6)::numeric, 2), 35 + g % 64, g % 2, (1 + g % 90) || 'M€', (1 + g % 90) * 1000000,
           current_date + (g % 1500),
           translate(lower(n.name || ' ' || n.position || ' club ' || (1 + g % 400)), 'áéíóúüñ', 'aeiouun'),
           now() - ((g % 900) || ' days')::interval
    from generate_series(1, ${size.players}) g,
    lateral (select ${textArray(FIRST_NAMES)}[1 + g % 12] || ' ' || ${textArray(SURNAMES)}[1 + (g / 12) % 12] || ' ' || g as name,
                    ${textArray(POSITIONS)}[1 + g % 6] as position) n`,
  );

  await step(
    "instantáneas de seguidores",
    sql`
    insert into follower_snapshots (player_id, month, instagram, tiktok, x, youtube)
    select p.id, (date_trunc('month', current_date) - (m || ' months')::interval)::date,
           (p.instagram_followers / power(1.08, m + 1))::bigint, (p.tiktok_followers / power(1.12, m + 1))::bigint,
           (p.x_followers / power(1.05, m + 1))::bigint, (p.youtube_followers / power(1.06, m + 1))::bigint
    from players p, generate_series(0, 12) m
    -- Players that already have their history (the sample data's) keep it.
    where not exists (select 1 from follower_snapshots s where s.player_id = p.id)`,
  );

  await step(
    `${size.brands} marcas`,
    sql`
    insert into brands (name, sector, contact_email)
    select 'Marca ' || (existing.n + g), ${textArray(["Deportes", "Bebidas", "Gaming", "Moda", "Finanzas", "Automoción"])}[1 + g % 6],
           'contacto' || (existing.n + g) || '@marca.example'
    -- Numbered after the brands already there, so that a second run adds new names.
    from generate_series(1, ${size.brands}) g, (select count(*) as n from brands) existing`,
  );

  const numbered = (table: string) => sql.raw(`(select id, row_number() over (order by id) as rn from ${table})`);

  await step(
    `${size.deals} patrocinios`,
    sql`
    insert into deals (player_id, brand_id, stage, type, fee, fee_amount, deliverables, start_date, renew_date, created_at)
    select p.id, b.id, (array['Prospect','Negociación','Activa','Cerrada']::deal_stage[])[1 + g % 4],
           case when g % 3 = 0 then 'Embajador' else 'Patrocinio' end, (50 + g % 950) || '.000€', (50 + g % 950) * 1000,
           array['Post de Instagram', 'Evento presencial'], current_date - (g % 700), current_date + (g % 400),
           now() - ((g % 1000) || ' hours')::interval
    from generate_series(1, ${size.deals}) g
    join ${numbered("players")} p on p.rn = 1 + g % ${size.players}
    join ${numbered("brands")} b on b.rn = 1 + g % ${size.brands}`,
  );

  await step(
    `${size.news} noticias`,
    sql`
    insert into news (player_id, title, source, sentiment, date, excerpt)
    select p.id, 'Crónica ' || g, ${textArray(["Diario Deportivo", "Gol Digital", "Crónica del Norte", "Radio Estadio"])}[1 + g % 4],
           (array['positivo','neutral','negativo']::news_sentiment[])[1 + g % 3], current_date - (g % 1500), 'Resumen de la noticia ' || g
    from generate_series(1, ${size.news}) g
    join ${numbered("players")} p on p.rn = 1 + g % ${size.players}`,
  );

  await step(
    `${size.events} eventos`,
    sql`
    insert into events (player_id, type, title, date, time, location, status)
    select p.id, (array['Partido','Evento','Entrenamiento']::event_type[])[1 + g % 3], 'Evento ' || g,
           current_date + (g % 730) - 365, lpad((8 + g % 14)::text, 2, '0') || ':' || lpad((g % 4 * 15)::text, 2, '0'),
           'Sede ' || (g % 50), (array['confirmado','pendiente','cancelado']::event_status[])[1 + g % 3]
    from generate_series(1, ${size.events}) g
    join ${numbered("players")} p on p.rn = 1 + g % ${size.players}`,
  );

  await insertMarket(step, size, numbered);
  await insertAgencyWork(step, size, numbered);
}

/** A mandate for every player who has none (a tenth paid by the player), and two tasks per player, a third done. */
async function insertAgencyWork(
  step: (label: string, query: ReturnType<typeof sql>) => Promise<void>,
  size: PortfolioSize,
  numbered: (table: string) => ReturnType<typeof sql.raw>,
) {
  await step(
    "mandatos",
    sql`
    insert into mandates (player_id, start_date, end_date, commission_percent, annual_remuneration, territory,
                          legal_advice_confirmed, fifa_registered_at)
    select p.id, current_date - (p.rn % 700)::int, current_date - (p.rn % 700)::int + 730, 3 + p.rn % 8,
           case when p.rn % 10 = 0 then (100 + p.rn % 900) * 1000 end, 'Mundial', true,
           case when p.rn % 4 <> 0 then current_date - (p.rn % 700)::int + 20 end
    from (select id, row_number() over (order by id) as rn from players) p
    -- An anti-join the planner hashes: the players without a mandate, in one pass over each table.
    left join (select distinct player_id from mandates) m on m.player_id = p.id
    where m.player_id is null`,
  );
  await step(
    `${size.tasks} tareas`,
    sql`
    insert into tasks (title, due_date, due_time, record_type, record_id, done_at, created_by)
    select 'Llamar por el jugador ' || g, current_date + (g % 120) - 60,
           case when g % 2 = 0 then lpad((9 + g % 10)::text, 2, '0') || ':00' end, 'player', p.id,
           case when g % 3 = 0 then now() - ((g % 500) || ' hours')::interval end, 'Carga de prueba'
    from generate_series(1, ${size.tasks}) g
    join ${numbered("players")} p on p.rn = 1 + g % ${size.players}`,
  );
}

/** Clubs with three people each, operations in every stage with their offers, and a contact logged on each. */
async function insertMarket(
  step: (label: string, query: ReturnType<typeof sql>) => Promise<void>,
  size: PortfolioSize,
  numbered: (table: string) => ReturnType<typeof sql.raw>,
) {
  await step(
    `${size.clubs} clubes`,
    sql`
    insert into clubs (name, country, league, city)
    select 'Club Deportivo ' || (existing.n + g), ${textArray(COUNTRIES)}[1 + g % 8],
           ${textArray(["LaLiga", "Premier League", "Serie A", "Bundesliga", "Ligue 1", "Liga Portugal"])}[1 + g % 6],
           'Ciudad ' || (g % 300)
    from generate_series(1, ${size.clubs}) g, (select count(*) as n from clubs) existing`,
  );
  await step(
    `${size.clubs * 3} personas de club`,
    sql`
    insert into contacts (name, role, email, club_id)
    select ${textArray(FIRST_NAMES)}[1 + g % 12] || ' ' || ${textArray(SURNAMES)}[1 + (g / 12) % 12] || ' ' || g,
           ${textArray(["Director deportivo", "Secretario técnico", "Abogado"])}[1 + g % 3], 'persona' || g || '@club.example', c.id
    from generate_series(1, ${size.clubs * 3}) g
    join ${numbered("clubs")} c on c.rn = 1 + g % ${size.clubs}`,
  );
  await step(
    `${size.operations} operaciones`,
    sql`
    insert into operations (player_id, type, club_id, origin_club_id, stage, transfer_fee, salary, start_date, end_date,
                            signed_on, agent_fee_percent, agent_fee_amount, lost_reason, created_at)
    select p.id, (array['Traspaso','Cesión','Renovación','Fichaje libre']::operation_type[])[1 + g % 4], c.id,
           case when g % 4 in (0, 1) then o.id end,
           (array['Sondeo','Oferta','Negociación','Acuerdo','Firmada','Caída']::operation_stage[])[1 + g % 6],
           case when g % 4 = 0 then (1 + g % 40) || '.000.000€' else '' end, (200 + g % 800) || '.000€',
           current_date + (g % 500) - 200, current_date + (g % 500) + 900,
           case when g % 6 = 4 then current_date - (g % 300) end,
           case when g % 2 = 0 then 5 end, case when g % 2 = 1 then (50 + g % 200) || '.000€' end,
           case when g % 6 = 5 then 'El club fichó a otro' end,
           now() - ((g % 2000) || ' hours')::interval
    from generate_series(1, ${size.operations}) g
    join ${numbered("players")} p on p.rn = 1 + g % ${size.players}
    join ${numbered("clubs")} c on c.rn = 1 + g % ${size.clubs}
    join ${numbered("clubs")} o on o.rn = 1 + (g + 7) % ${size.clubs}`,
  );
  await step(
    `${size.offers} ofertas`,
    sql`
    insert into offers (operation_id, date, direction, club_id, transfer_fee, salary, years, state, feedback, respond_by)
    select op.id, current_date - (g % 400), (array['recibida','enviada']::offer_direction[])[1 + g % 2], op.club_id,
           (1 + g % 30) || '.000.000€', (300 + g % 700) || '.000€', 1 + g % 5,
           (array['pendiente','aceptada','rechazada','contraoferta']::offer_state[])[1 + g % 4], 'Respuesta ' || g,
           case when g % 5 = 0 then current_date - (g % 400) + 10 end
    from generate_series(1, ${size.offers}) g
    join (select id, club_id, row_number() over (order by id) as rn from operations) op on op.rn = 1 + g % ${size.operations}`,
  );
  await step(
    `${size.operations} contactos registrados`,
    sql`
    insert into contact_log (date, channel, club_id, player_id, operation_id, summary, next_step, next_step_on, next_step_done)
    select current_date - (g % 300), (array['llamada','reunión','email','WhatsApp']::contact_channel[])[1 + g % 4],
           op.club_id, op.player_id, op.id, 'Conversación ' || g, 'Paso ' || g, current_date + (g % 90) - 45, g % 3 = 0
    from generate_series(1, ${size.operations}) g
    join (select id, club_id, player_id, row_number() over (order by id) as rn from operations) op
      on op.rn = 1 + g % ${size.operations}`,
  );
}
