import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "rental_rules_never_covered" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  ALTER TABLE "rental_rules_never_covered" ADD CONSTRAINT "rental_rules_never_covered_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."rental_rules"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "rental_rules_never_covered_order_idx" ON "rental_rules_never_covered" USING btree ("_order");
  CREATE INDEX "rental_rules_never_covered_parent_id_idx" ON "rental_rules_never_covered" USING btree ("_parent_id");
  CREATE INDEX "rental_rules_never_covered_locale_idx" ON "rental_rules_never_covered" USING btree ("_locale");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "rental_rules_never_covered" CASCADE;`)
}
