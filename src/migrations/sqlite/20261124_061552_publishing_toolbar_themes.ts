import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`page_views\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`page_hash\` text NOT NULL,
  	\`path\` text,
  	\`day\` text NOT NULL,
  	\`count\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`page_views_day_idx\` ON \`page_views\` (\`day\`);`)
  await db.run(sql`CREATE INDEX \`page_views_updated_at_idx\` ON \`page_views\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`page_views_created_at_idx\` ON \`page_views\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`pageHash_day_idx\` ON \`page_views\` (\`page_hash\`,\`day\`);`)
  await db.run(sql`CREATE TABLE \`company_information_layout_header_components\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`company_information\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`company_information_layout_header_components_order_idx\` ON \`company_information_layout_header_components\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`company_information_layout_header_components_parent_idx\` ON \`company_information_layout_header_components\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`company_information_layout_footer_components\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`company_information\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`company_information_layout_footer_components_order_idx\` ON \`company_information_layout_footer_components\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`company_information_layout_footer_components_parent_idx\` ON \`company_information_layout_footer_components\` (\`parent_id\`);`)
  // Added in place, not by rebuilding the tables as the generator wrote it: inside the migration's
  // transaction SQLite ignores `PRAGMA foreign_keys=OFF`, so dropping the old `pages` table would
  // cascade to its localized rows, blocks and versions. The SQLite column default of
  // `theme_footer` stays 'dark' (changing a default needs that rebuild); Payload writes the field's
  // default ('light') itself on every new page.
  await db.run(sql`ALTER TABLE \`pages\` ADD \`hash\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_hash_idx\` ON \`pages\` (\`hash\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_hash\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_hash_idx\` ON \`_pages_v\` (\`version_hash\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_autosave_idx\` ON \`_pages_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`page_views_id\` integer REFERENCES page_views(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_page_views_id_idx\` ON \`payload_locked_documents_rels\` (\`page_views_id\`);`)
  // Back-fill: every page gets its hash (16 hex digits), and its versions the same one.
  await db.run(sql`UPDATE \`pages\` SET \`hash\` = lower(hex(randomblob(8))) WHERE \`hash\` IS NULL;`)
  await db.run(
    sql`UPDATE \`_pages_v\` SET \`version_hash\` = (SELECT \`hash\` FROM \`pages\` WHERE \`pages\`.\`id\` = \`_pages_v\`.\`parent_id\`);`,
  )
  // The footer theme 'dark' was only the old default and never shown: pages keep the light footer they have had.
  await db.run(sql`UPDATE \`pages\` SET \`theme_footer\` = 'light' WHERE \`theme_footer\` = 'dark';`)
  await db.run(sql`UPDATE \`_pages_v\` SET \`version_theme_footer\` = 'light' WHERE \`version_theme_footer\` = 'dark';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX IF EXISTS \`payload_locked_documents_rels_page_views_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` DROP COLUMN \`page_views_id\`;`)
  await db.run(sql`DROP TABLE \`page_views\`;`)
  await db.run(sql`DROP TABLE \`company_information_layout_header_components\`;`)
  await db.run(sql`DROP TABLE \`company_information_layout_footer_components\`;`)
  await db.run(sql`DROP INDEX IF EXISTS \`pages_hash_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`hash\`;`)
  await db.run(sql`DROP INDEX IF EXISTS \`_pages_v_version_version_hash_idx\`;`)
  await db.run(sql`DROP INDEX IF EXISTS \`_pages_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_hash\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`autosave\`;`)
}
