import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`bookings_refunds\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`transaction_id\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`reason\` text NOT NULL,
  	\`status\` text NOT NULL,
  	\`amount\` numeric NOT NULL,
  	\`currency\` text DEFAULT 'ISK' NOT NULL,
  	\`refund_id\` text,
  	\`created_at\` text NOT NULL,
  	\`completed_at\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`bookings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`bookings_refunds_order_idx\` ON \`bookings_refunds\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`bookings_refunds_parent_id_idx\` ON \`bookings_refunds\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`gateway_transactions_refunds\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`idempotency_key\` text NOT NULL,
  	\`refund_id\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`amount\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`gateway_transactions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`gateway_transactions_refunds_order_idx\` ON \`gateway_transactions_refunds\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`gateway_transactions_refunds_parent_id_idx\` ON \`gateway_transactions_refunds\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`meta\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_stats\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`stats\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`holder_session\` text;`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`holder_address_hash\` text;`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`is_one_way\` integer DEFAULT false;`)
  // Bookings made before the flag: one-way when returned at another office (capacity relies on it).
  await db.run(sql`UPDATE \`bookings\` SET \`is_one_way\` = (\`office_out_id\` <> \`office_in_id\`);`)
  await db.run(sql`CREATE INDEX \`bookings_holder_session_idx\` ON \`bookings\` (\`holder_session\`);`)
  await db.run(sql`CREATE INDEX \`bookings_holder_address_hash_idx\` ON \`bookings\` (\`holder_address_hash\`);`)
  await db.run(sql`CREATE INDEX \`isOneWay_carCategory_officeOut_status_dateOut_idx\` ON \`bookings\` (\`is_one_way\`,\`car_category_id\`,\`office_out_id\`,\`status\`,\`date_out\`);`)
  await db.run(sql`CREATE INDEX \`isOneWay_carCategory_officeIn_status_idx\` ON \`bookings\` (\`is_one_way\`,\`car_category_id\`,\`office_in_id\`,\`status\`);`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`login_attempts\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`lock_until\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`bookings_refunds\`;`)
  await db.run(sql`DROP TABLE \`gateway_transactions_refunds\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_stats\`;`)
  await db.run(sql`DROP INDEX \`bookings_holder_session_idx\`;`)
  await db.run(sql`DROP INDEX \`bookings_holder_address_hash_idx\`;`)
  await db.run(sql`DROP INDEX \`isOneWay_carCategory_officeOut_status_dateOut_idx\`;`)
  await db.run(sql`DROP INDEX \`isOneWay_carCategory_officeIn_status_idx\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`holder_session\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`holder_address_hash\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`is_one_way\`;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`login_attempts\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`lock_until\` text;`)
}
