import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`services_included\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`service_id\` integer,
  	\`quantity\` numeric DEFAULT 1,
  	FOREIGN KEY (\`service_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_included_order_idx\` ON \`services_included\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_included_parent_id_idx\` ON \`services_included\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`services_included_service_idx\` ON \`services_included\` (\`service_id\`);`)
  await db.run(sql`CREATE TABLE \`rental_rules_minimum_age_by_web_category\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`web_category\` text NOT NULL,
  	\`minimum_age\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`rental_rules\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`rental_rules_minimum_age_by_web_category_order_idx\` ON \`rental_rules_minimum_age_by_web_category\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`rental_rules_minimum_age_by_web_category_parent_id_idx\` ON \`rental_rules_minimum_age_by_web_category\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`rental_rules\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`minimum_age\` numeric DEFAULT 19 NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`car_categories\` ADD \`minimum_age\` numeric;`)
  await db.run(sql`ALTER TABLE \`services\` ADD \`deposit\` numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`services_included\`;`)
  await db.run(sql`DROP TABLE \`rental_rules_minimum_age_by_web_category\`;`)
  await db.run(sql`DROP TABLE \`rental_rules\`;`)
  await db.run(sql`ALTER TABLE \`car_categories\` DROP COLUMN \`minimum_age\`;`)
  await db.run(sql`ALTER TABLE \`services\` DROP COLUMN \`deposit\`;`)
}
