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
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`bookings_refunds\`;`)
  await db.run(sql`DROP TABLE \`gateway_transactions_refunds\`;`)
}
