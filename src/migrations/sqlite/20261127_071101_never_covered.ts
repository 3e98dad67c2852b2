import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`rental_rules_never_covered\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`rental_rules\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`rental_rules_never_covered_order_idx\` ON \`rental_rules_never_covered\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`rental_rules_never_covered_parent_id_idx\` ON \`rental_rules_never_covered\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`rental_rules_never_covered_locale_idx\` ON \`rental_rules_never_covered\` (\`_locale\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`rental_rules_never_covered\`;`)
}
