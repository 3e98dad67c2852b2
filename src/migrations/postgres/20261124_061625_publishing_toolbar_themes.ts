import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_company_information_layout_header_components" AS ENUM('menu', 'buttons', 'languages');
  CREATE TYPE "public"."enum_company_information_layout_footer_components" AS ENUM('contact', 'hours', 'links', 'social');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'schedulePublish';
  CREATE TABLE "page_views" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"page_hash" varchar NOT NULL,
  	"path" varchar,
  	"day" varchar NOT NULL,
  	"count" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "company_information_layout_header_components" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_company_information_layout_header_components",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "company_information_layout_footer_components" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_company_information_layout_footer_components",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "pages" ALTER COLUMN "theme_footer" SET DEFAULT 'light';
  ALTER TABLE "_pages_v" ALTER COLUMN "version_theme_footer" SET DEFAULT 'light';
  ALTER TABLE "pages" ADD COLUMN "hash" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_hash" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "page_views_id" integer;
  ALTER TABLE "company_information_layout_header_components" ADD CONSTRAINT "company_information_layout_header_components_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."company_information"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "company_information_layout_footer_components" ADD CONSTRAINT "company_information_layout_footer_components_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."company_information"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "page_views_day_idx" ON "page_views" USING btree ("day");
  CREATE INDEX "page_views_updated_at_idx" ON "page_views" USING btree ("updated_at");
  CREATE INDEX "page_views_created_at_idx" ON "page_views" USING btree ("created_at");
  CREATE UNIQUE INDEX "pageHash_day_idx" ON "page_views" USING btree ("page_hash","day");
  CREATE INDEX "company_information_layout_header_components_order_idx" ON "company_information_layout_header_components" USING btree ("order");
  CREATE INDEX "company_information_layout_header_components_parent_idx" ON "company_information_layout_header_components" USING btree ("parent_id");
  CREATE INDEX "company_information_layout_footer_components_order_idx" ON "company_information_layout_footer_components" USING btree ("order");
  CREATE INDEX "company_information_layout_footer_components_parent_idx" ON "company_information_layout_footer_components" USING btree ("parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_page_views_fk" FOREIGN KEY ("page_views_id") REFERENCES "public"."page_views"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "pages_hash_idx" ON "pages" USING btree ("hash");
  CREATE INDEX "_pages_v_version_version_hash_idx" ON "_pages_v" USING btree ("version_hash");
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");
  CREATE INDEX "payload_locked_documents_rels_page_views_id_idx" ON "payload_locked_documents_rels" USING btree ("page_views_id");`)
  // Back-fill: every page gets its hash (16 hex digits), and its versions the same one.
  await db.execute(sql`UPDATE "pages" SET "hash" = substr(md5(random()::text || "id"::text), 1, 16) WHERE "hash" IS NULL;`)
  await db.execute(
    sql`UPDATE "_pages_v" SET "version_hash" = "pages"."hash" FROM "pages" WHERE "pages"."id" = "_pages_v"."parent_id";`,
  )
  // The footer theme 'dark' was only the old default and never shown: pages keep the light footer they have had.
  await db.execute(sql`UPDATE "pages" SET "theme_footer" = 'light' WHERE "theme_footer" = 'dark';`)
  await db.execute(sql`UPDATE "_pages_v" SET "version_theme_footer" = 'light' WHERE "version_theme_footer" = 'dark';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "page_views" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "company_information_layout_header_components" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "company_information_layout_footer_components" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "page_views" CASCADE;
  DROP TABLE "company_information_layout_header_components" CASCADE;
  DROP TABLE "company_information_layout_footer_components" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_page_views_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'releaseLapsedBookings', 'notifyPriceWatchers');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'releaseLapsedBookings', 'notifyPriceWatchers');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "pages_hash_idx";
  DROP INDEX "_pages_v_version_version_hash_idx";
  DROP INDEX "_pages_v_autosave_idx";
  DROP INDEX "payload_locked_documents_rels_page_views_id_idx";
  ALTER TABLE "pages" ALTER COLUMN "theme_footer" SET DEFAULT 'dark';
  ALTER TABLE "_pages_v" ALTER COLUMN "version_theme_footer" SET DEFAULT 'dark';
  ALTER TABLE "pages" DROP COLUMN "hash";
  ALTER TABLE "_pages_v" DROP COLUMN "version_hash";
  ALTER TABLE "_pages_v" DROP COLUMN "autosave";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "page_views_id";
  DROP TYPE "public"."enum_company_information_layout_header_components";
  DROP TYPE "public"."enum_company_information_layout_footer_components";`)
}
