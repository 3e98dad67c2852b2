import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`bookings_later_charges\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`reference\` text NOT NULL,
  	\`offence_date\` text NOT NULL,
  	\`amount\` numeric NOT NULL,
  	\`handling_fee\` numeric NOT NULL,
  	\`status\` text DEFAULT 'owed' NOT NULL,
  	\`evidence_id\` integer,
  	\`added_at\` text,
  	\`added_by\` text,
  	\`notice_at\` text,
  	\`withdrawn_at\` text,
  	\`withdrawn_by\` text,
  	\`withdrawal\` text,
  	FOREIGN KEY (\`evidence_id\`) REFERENCES \`handover_photos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`bookings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`bookings_later_charges_order_idx\` ON \`bookings_later_charges\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`bookings_later_charges_parent_id_idx\` ON \`bookings_later_charges\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`bookings_later_charges_evidence_idx\` ON \`bookings_later_charges\` (\`evidence_id\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_audit_entries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`action\` text NOT NULL,
  	\`actor_id\` integer,
  	\`actor_email\` text NOT NULL,
  	\`booking_id\` integer,
  	\`booking_number\` text,
  	\`unit_id\` integer,
  	\`unit_registration\` text,
  	\`reason\` text,
  	\`changes\` text,
  	\`request_key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`actor_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`booking_id\`) REFERENCES \`bookings\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`unit_id\`) REFERENCES \`vehicles\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_audit_entries\`("id", "action", "actor_id", "actor_email", "booking_id", "booking_number", "unit_id", "unit_registration", "reason", "changes", "request_key", "updated_at", "created_at") SELECT "id", "action", "actor_id", "actor_email", "booking_id", "booking_number", NULL, NULL, "reason", "changes", "request_key", "updated_at", "created_at" FROM \`audit_entries\`;`)
  await db.run(sql`DROP TABLE \`audit_entries\`;`)
  await db.run(sql`ALTER TABLE \`__new_audit_entries\` RENAME TO \`audit_entries\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`audit_entries_action_idx\` ON \`audit_entries\` (\`action\`);`)
  await db.run(sql`CREATE INDEX \`audit_entries_actor_idx\` ON \`audit_entries\` (\`actor_id\`);`)
  await db.run(sql`CREATE INDEX \`audit_entries_booking_idx\` ON \`audit_entries\` (\`booking_id\`);`)
  await db.run(sql`CREATE INDEX \`audit_entries_booking_number_idx\` ON \`audit_entries\` (\`booking_number\`);`)
  await db.run(sql`CREATE INDEX \`audit_entries_unit_idx\` ON \`audit_entries\` (\`unit_id\`);`)
  await db.run(sql`CREATE INDEX \`audit_entries_unit_registration_idx\` ON \`audit_entries\` (\`unit_registration\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`audit_entries_request_key_idx\` ON \`audit_entries\` (\`request_key\`);`)
  await db.run(sql`CREATE INDEX \`audit_entries_updated_at_idx\` ON \`audit_entries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`audit_entries_created_at_idx\` ON \`audit_entries\` (\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`bookings_later_charges\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_audit_entries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`action\` text NOT NULL,
  	\`actor_id\` integer,
  	\`actor_email\` text NOT NULL,
  	\`booking_id\` integer,
  	\`booking_number\` text NOT NULL,
  	\`reason\` text,
  	\`changes\` text,
  	\`request_key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`actor_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`booking_id\`) REFERENCES \`bookings\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_audit_entries\`("id", "action", "actor_id", "actor_email", "booking_id", "booking_number", "reason", "changes", "request_key", "updated_at", "created_at") SELECT "id", "action", "actor_id", "actor_email", "booking_id", COALESCE("booking_number", ''), "reason", "changes", "request_key", "updated_at", "created_at" FROM \`audit_entries\`;`)
  await db.run(sql`DROP TABLE \`audit_entries\`;`)
  await db.run(sql`ALTER TABLE \`__new_audit_entries\` RENAME TO \`audit_entries\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`audit_entries_action_idx\` ON \`audit_entries\` (\`action\`);`)
  await db.run(sql`CREATE INDEX \`audit_entries_actor_idx\` ON \`audit_entries\` (\`actor_id\`);`)
  await db.run(sql`CREATE INDEX \`audit_entries_booking_idx\` ON \`audit_entries\` (\`booking_id\`);`)
  await db.run(sql`CREATE INDEX \`audit_entries_booking_number_idx\` ON \`audit_entries\` (\`booking_number\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`audit_entries_request_key_idx\` ON \`audit_entries\` (\`request_key\`);`)
  await db.run(sql`CREATE INDEX \`audit_entries_updated_at_idx\` ON \`audit_entries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`audit_entries_created_at_idx\` ON \`audit_entries\` (\`created_at\`);`)
}
