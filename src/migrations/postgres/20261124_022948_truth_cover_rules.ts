import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_rental_rules_minimum_age_by_web_category_web_category" AS ENUM('Economy', 'Compact', 'MidSizeSUVs', 'LargeSUVs', 'Minivans', 'ElectricCars');
  CREATE TABLE "services_included" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"service_id" integer,
  	"quantity" numeric DEFAULT 1
  );
  
  CREATE TABLE "rental_rules_minimum_age_by_web_category" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"web_category" "enum_rental_rules_minimum_age_by_web_category_web_category" NOT NULL,
  	"minimum_age" numeric NOT NULL
  );
  
  CREATE TABLE "rental_rules" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"minimum_age" numeric DEFAULT 19 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "car_categories" ADD COLUMN "minimum_age" numeric;
  ALTER TABLE "services" ADD COLUMN "deposit" numeric;
  ALTER TABLE "services_included" ADD CONSTRAINT "services_included_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "services_included" ADD CONSTRAINT "services_included_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "rental_rules_minimum_age_by_web_category" ADD CONSTRAINT "rental_rules_minimum_age_by_web_category_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."rental_rules"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "services_included_order_idx" ON "services_included" USING btree ("_order");
  CREATE INDEX "services_included_parent_id_idx" ON "services_included" USING btree ("_parent_id");
  CREATE INDEX "services_included_service_idx" ON "services_included" USING btree ("service_id");
  CREATE INDEX "rental_rules_minimum_age_by_web_category_order_idx" ON "rental_rules_minimum_age_by_web_category" USING btree ("_order");
  CREATE INDEX "rental_rules_minimum_age_by_web_category_parent_id_idx" ON "rental_rules_minimum_age_by_web_category" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "services_included" CASCADE;
  DROP TABLE "rental_rules_minimum_age_by_web_category" CASCADE;
  DROP TABLE "rental_rules" CASCADE;
  ALTER TABLE "car_categories" DROP COLUMN "minimum_age";
  ALTER TABLE "services" DROP COLUMN "deposit";
  DROP TYPE "public"."enum_rental_rules_minimum_age_by_web_category_web_category";`)
}
