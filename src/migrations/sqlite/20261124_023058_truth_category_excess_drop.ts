import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`car_categories\` DROP COLUMN \`excess\`;`)
  // Back-fill for a database seeded before the cover rules (the demo's numbers, as the seed sets
  // them): deposits, Premium's included add-ons and the minimum ages. A new, empty database has no
  // services or categories yet, so nothing is written and the seed (or the editors) fill them in.
  await db.run(sql`UPDATE services SET deposit = 150000 WHERE code = 8`)
  await db.run(sql`UPDATE services SET deposit = 250000 WHERE code = 10`)
  await db.run(sql`UPDATE services SET deposit = 100000 WHERE code = 9`)
  await db.run(sql`UPDATE services SET deposit = 150000 WHERE code = 11`)
  await db.run(sql`UPDATE services SET deposit = 30000 WHERE code = 12`)
  await db.run(sql`UPDATE services SET deposit = 50000 WHERE code = 14`)
  await db.run(sql`INSERT INTO services_included (_order, _parent_id, id, service_id, quantity)
    SELECT inc.ord, p.id, 'backfill-' || CAST(p.code AS TEXT) || '-' || CAST(s.code AS TEXT), s.id, inc.qty
    FROM services p
    JOIN (SELECT 1 AS ord, 17 AS code, 1 AS qty UNION ALL SELECT 2, 18, 1 UNION ALL SELECT 3, 19, 1
          UNION ALL SELECT 4, 504, 1) inc ON 1 = 1
    JOIN services s ON s.code = inc.code
    WHERE p.code IN (12, 14)`)
  await db.run(sql`INSERT INTO rental_rules (id, minimum_age, updated_at, created_at)
    SELECT 1, 19, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP WHERE EXISTS (SELECT 1 FROM car_categories)`)
  await db.run(sql`INSERT INTO rental_rules_minimum_age_by_web_category (_order, _parent_id, id, web_category, minimum_age)
    SELECT 1, 1, 'backfill-age-midsize', 'MidSizeSUVs', 21 WHERE EXISTS (SELECT 1 FROM rental_rules WHERE id = 1)
    UNION ALL SELECT 2, 1, 'backfill-age-large', 'LargeSUVs', 25 WHERE EXISTS (SELECT 1 FROM rental_rules WHERE id = 1)`)
  await db.run(sql`UPDATE car_categories SET minimum_age = 21 WHERE model = 'Kia EV6 AWD'`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`car_categories\` ADD \`excess\` numeric;`)
}
