import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_partner_keys_scopes" AS ENUM('content', 'availability', 'book', 'manage', 'payments');
  CREATE TABLE "car_categories_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "partner_keys_scopes" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_partner_keys_scopes",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "partner_keys" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"requests_per_minute" numeric DEFAULT 60 NOT NULL,
  	"contact" varchar,
  	"key_shown" varchar,
  	"key_hash" varchar,
  	"issued_at" timestamp(3) with time zone,
  	"revoked" boolean DEFAULT false,
  	"revoked_at" timestamp(3) with time zone,
  	"usage_count" numeric DEFAULT 0,
  	"last_used_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "car_categories" ADD COLUMN "successor_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "partner_keys_id" integer;
  ALTER TABLE "error_messages_locales" ADD COLUMN "api_key_invalid" varchar;
  ALTER TABLE "error_messages_locales" ADD COLUMN "api_key_revoked" varchar;
  ALTER TABLE "error_messages_locales" ADD COLUMN "api_key_not_accepted" varchar;
  ALTER TABLE "error_messages_locales" ADD COLUMN "api_key_scope_missing" varchar;
  ALTER TABLE "error_messages_locales" ADD COLUMN "api_key_rate_limited" varchar;
  ALTER TABLE "error_messages_locales" ADD COLUMN "staff_or_partner_only" varchar;
  ALTER TABLE "car_categories_texts" ADD CONSTRAINT "car_categories_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."car_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "partner_keys_scopes" ADD CONSTRAINT "partner_keys_scopes_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."partner_keys"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "car_categories_texts_order_parent" ON "car_categories_texts" USING btree ("order","parent_id");
  CREATE INDEX "partner_keys_scopes_order_idx" ON "partner_keys_scopes" USING btree ("order");
  CREATE INDEX "partner_keys_scopes_parent_idx" ON "partner_keys_scopes" USING btree ("parent_id");
  CREATE UNIQUE INDEX "partner_keys_key_hash_idx" ON "partner_keys" USING btree ("key_hash");
  CREATE INDEX "partner_keys_updated_at_idx" ON "partner_keys" USING btree ("updated_at");
  CREATE INDEX "partner_keys_created_at_idx" ON "partner_keys" USING btree ("created_at");
  ALTER TABLE "car_categories" ADD CONSTRAINT "car_categories_successor_id_car_categories_id_fk" FOREIGN KEY ("successor_id") REFERENCES "public"."car_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_partner_keys_fk" FOREIGN KEY ("partner_keys_id") REFERENCES "public"."partner_keys"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "car_categories_successor_idx" ON "car_categories" USING btree ("successor_id");
  CREATE INDEX "payload_locked_documents_rels_partner_keys_id_idx" ON "payload_locked_documents_rels" USING btree ("partner_keys_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "car_categories_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "partner_keys_scopes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "partner_keys" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "car_categories_texts" CASCADE;
  DROP TABLE "partner_keys_scopes" CASCADE;
  DROP TABLE "partner_keys" CASCADE;
  ALTER TABLE "car_categories" DROP CONSTRAINT "car_categories_successor_id_car_categories_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_partner_keys_fk";
  
  DROP INDEX "car_categories_successor_idx";
  DROP INDEX "payload_locked_documents_rels_partner_keys_id_idx";
  ALTER TABLE "car_categories" DROP COLUMN "successor_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "partner_keys_id";
  ALTER TABLE "error_messages_locales" DROP COLUMN "api_key_invalid";
  ALTER TABLE "error_messages_locales" DROP COLUMN "api_key_revoked";
  ALTER TABLE "error_messages_locales" DROP COLUMN "api_key_not_accepted";
  ALTER TABLE "error_messages_locales" DROP COLUMN "api_key_scope_missing";
  ALTER TABLE "error_messages_locales" DROP COLUMN "api_key_rate_limited";
  ALTER TABLE "error_messages_locales" DROP COLUMN "staff_or_partner_only";
  DROP TYPE "public"."enum_partner_keys_scopes";`)
}
