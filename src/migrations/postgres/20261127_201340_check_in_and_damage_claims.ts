import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_bookings_check_in_charges_kind" AS ENUM('fuel', 'kilometres', 'late-return', 'damage', 'toll', 'fine');
  CREATE TYPE "public"."enum_bookings_damage_claim_status" AS ENUM('open', 'notified', 'objected', 'settled', 'lapsed', 'dropped');
  ALTER TYPE "public"."enum_handover_photos_stage" ADD VALUE 'check-in';
  ALTER TYPE "public"."enum_booking_effects_kind" ADD VALUE 'handover-mail';
  ALTER TYPE "public"."enum_audit_entries_action" ADD VALUE 'check-in';
  ALTER TYPE "public"."enum_audit_entries_action" ADD VALUE 'add-return-charge';
  ALTER TYPE "public"."enum_audit_entries_action" ADD VALUE 'send-claim-notice';
  ALTER TYPE "public"."enum_audit_entries_action" ADD VALUE 'object-claim';
  ALTER TYPE "public"."enum_audit_entries_action" ADD VALUE 'decide-claim';
  ALTER TYPE "public"."enum_audit_entries_action" ADD VALUE 'settle-claim';
  ALTER TYPE "public"."enum_outbox_messages_kind" ADD VALUE 'return-report' BEFORE 'sale-inquiry';
  ALTER TYPE "public"."enum_outbox_messages_kind" ADD VALUE 'claim-notice' BEFORE 'sale-inquiry';
  ALTER TYPE "public"."enum_outbox_messages_kind" ADD VALUE 'claim-decision' BEFORE 'sale-inquiry';
  CREATE TABLE "damage_prices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"price" numeric NOT NULL,
  	"sort_order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "damage_prices_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "bookings_check_in_damage" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"note" varchar NOT NULL,
  	"photo_id" integer,
  	"price_item_id" integer
  );
  
  CREATE TABLE "bookings_check_in_charges" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_bookings_check_in_charges_kind" NOT NULL,
  	"amount" numeric NOT NULL,
  	"evidence" varchar NOT NULL,
  	"added_at" timestamp(3) with time zone,
  	"added_by" varchar
  );
  
  ALTER TABLE "bookings" ADD COLUMN "check_in_recorded_at" timestamp(3) with time zone;
  ALTER TABLE "bookings" ADD COLUMN "check_in_recorded_by" varchar;
  ALTER TABLE "bookings" ADD COLUMN "check_in_returned_at" timestamp(3) with time zone;
  ALTER TABLE "bookings" ADD COLUMN "check_in_mileage" numeric;
  ALTER TABLE "bookings" ADD COLUMN "check_in_fuel_eighths" numeric;
  ALTER TABLE "bookings" ADD COLUMN "damage_claim_status" "enum_bookings_damage_claim_status";
  ALTER TABLE "bookings" ADD COLUMN "damage_claim_amount" numeric;
  ALTER TABLE "bookings" ADD COLUMN "damage_claim_opened_at" timestamp(3) with time zone;
  ALTER TABLE "bookings" ADD COLUMN "damage_claim_notice_due_by" timestamp(3) with time zone;
  ALTER TABLE "bookings" ADD COLUMN "damage_claim_notice_sent_at" timestamp(3) with time zone;
  ALTER TABLE "bookings" ADD COLUMN "damage_claim_objection_ends_at" timestamp(3) with time zone;
  ALTER TABLE "bookings" ADD COLUMN "damage_claim_objected_at" timestamp(3) with time zone;
  ALTER TABLE "bookings" ADD COLUMN "damage_claim_objection" varchar;
  ALTER TABLE "bookings" ADD COLUMN "damage_claim_decided_at" timestamp(3) with time zone;
  ALTER TABLE "bookings" ADD COLUMN "damage_claim_decided_by" varchar;
  ALTER TABLE "bookings" ADD COLUMN "damage_claim_decided_amount" numeric;
  ALTER TABLE "bookings" ADD COLUMN "damage_claim_decision" varchar;
  ALTER TABLE "bookings" ADD COLUMN "damage_claim_settled_at" timestamp(3) with time zone;
  ALTER TABLE "bookings" ADD COLUMN "damage_claim_charged_amount" numeric;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "damage_prices_id" integer;
  ALTER TABLE "rental_rules" ADD COLUMN "return_charges_refuel_per_eighth" numeric DEFAULT 2500;
  ALTER TABLE "rental_rules" ADD COLUMN "return_charges_extra_km_price" numeric DEFAULT 50;
  ALTER TABLE "rental_rules" ADD COLUMN "return_charges_late_grace_minutes" numeric DEFAULT 59;
  ALTER TABLE "rental_rules" ADD COLUMN "return_charges_handling_fee" numeric DEFAULT 3500;
  ALTER TABLE "rental_rules" ADD COLUMN "handover_retention_days" numeric DEFAULT 365;
  ALTER TABLE "damage_prices_locales" ADD CONSTRAINT "damage_prices_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."damage_prices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "bookings_check_in_damage" ADD CONSTRAINT "bookings_check_in_damage_photo_id_handover_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."handover_photos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "bookings_check_in_damage" ADD CONSTRAINT "bookings_check_in_damage_price_item_id_damage_prices_id_fk" FOREIGN KEY ("price_item_id") REFERENCES "public"."damage_prices"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "bookings_check_in_damage" ADD CONSTRAINT "bookings_check_in_damage_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "bookings_check_in_charges" ADD CONSTRAINT "bookings_check_in_charges_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "damage_prices_updated_at_idx" ON "damage_prices" USING btree ("updated_at");
  CREATE INDEX "damage_prices_created_at_idx" ON "damage_prices" USING btree ("created_at");
  CREATE UNIQUE INDEX "damage_prices_locales_locale_parent_id_unique" ON "damage_prices_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "bookings_check_in_damage_order_idx" ON "bookings_check_in_damage" USING btree ("_order");
  CREATE INDEX "bookings_check_in_damage_parent_id_idx" ON "bookings_check_in_damage" USING btree ("_parent_id");
  CREATE INDEX "bookings_check_in_damage_photo_idx" ON "bookings_check_in_damage" USING btree ("photo_id");
  CREATE INDEX "bookings_check_in_damage_price_item_idx" ON "bookings_check_in_damage" USING btree ("price_item_id");
  CREATE INDEX "bookings_check_in_charges_order_idx" ON "bookings_check_in_charges" USING btree ("_order");
  CREATE INDEX "bookings_check_in_charges_parent_id_idx" ON "bookings_check_in_charges" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_damage_prices_fk" FOREIGN KEY ("damage_prices_id") REFERENCES "public"."damage_prices"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_damage_prices_id_idx" ON "payload_locked_documents_rels" USING btree ("damage_prices_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "damage_prices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "damage_prices_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "bookings_check_in_damage" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "bookings_check_in_charges" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "damage_prices" CASCADE;
  DROP TABLE "damage_prices_locales" CASCADE;
  DROP TABLE "bookings_check_in_damage" CASCADE;
  DROP TABLE "bookings_check_in_charges" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_damage_prices_fk";
  
  ALTER TABLE "handover_photos" ALTER COLUMN "stage" SET DATA TYPE text;
  ALTER TABLE "handover_photos" ALTER COLUMN "stage" SET DEFAULT 'check-out'::text;
  DROP TYPE "public"."enum_handover_photos_stage";
  CREATE TYPE "public"."enum_handover_photos_stage" AS ENUM('check-out');
  ALTER TABLE "handover_photos" ALTER COLUMN "stage" SET DEFAULT 'check-out'::"public"."enum_handover_photos_stage";
  ALTER TABLE "handover_photos" ALTER COLUMN "stage" SET DATA TYPE "public"."enum_handover_photos_stage" USING "stage"::"public"."enum_handover_photos_stage";
  ALTER TABLE "booking_effects" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_booking_effects_kind";
  CREATE TYPE "public"."enum_booking_effects_kind" AS ENUM('mail', 'give-back', 'close-attempt', 'provider-notice', 'deposit');
  ALTER TABLE "booking_effects" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_booking_effects_kind" USING "kind"::"public"."enum_booking_effects_kind";
  ALTER TABLE "audit_entries" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_entries_action";
  CREATE TYPE "public"."enum_audit_entries_action" AS ENUM('cancel-booking', 'cancel-waiving-fee', 'confirm-request', 'decline-request', 'refund', 'send-payment-link', 'change-booking', 'resend-mail', 'export-data', 'anonymise', 'authorise-deposit', 'capture-deposit', 'release-deposit', 'assign-unit', 'check-out', 'sign-check-out');
  ALTER TABLE "audit_entries" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_entries_action" USING "action"::"public"."enum_audit_entries_action";
  ALTER TABLE "outbox_messages" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_outbox_messages_kind";
  CREATE TYPE "public"."enum_outbox_messages_kind" AS ENUM('booking-confirmation', 'payment-receipt', 'booking-change', 'booking-cancellation', 'booking-request', 'request-confirmed', 'request-declined', 'payment-link', 'staff-refund', 'rental-agreement', 'sale-inquiry', 'price-watch-confirm', 'price-watch-alert', 'staff-account');
  ALTER TABLE "outbox_messages" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_outbox_messages_kind" USING "kind"::"public"."enum_outbox_messages_kind";
  DROP INDEX "payload_locked_documents_rels_damage_prices_id_idx";
  ALTER TABLE "bookings" DROP COLUMN "check_in_recorded_at";
  ALTER TABLE "bookings" DROP COLUMN "check_in_recorded_by";
  ALTER TABLE "bookings" DROP COLUMN "check_in_returned_at";
  ALTER TABLE "bookings" DROP COLUMN "check_in_mileage";
  ALTER TABLE "bookings" DROP COLUMN "check_in_fuel_eighths";
  ALTER TABLE "bookings" DROP COLUMN "damage_claim_status";
  ALTER TABLE "bookings" DROP COLUMN "damage_claim_amount";
  ALTER TABLE "bookings" DROP COLUMN "damage_claim_opened_at";
  ALTER TABLE "bookings" DROP COLUMN "damage_claim_notice_due_by";
  ALTER TABLE "bookings" DROP COLUMN "damage_claim_notice_sent_at";
  ALTER TABLE "bookings" DROP COLUMN "damage_claim_objection_ends_at";
  ALTER TABLE "bookings" DROP COLUMN "damage_claim_objected_at";
  ALTER TABLE "bookings" DROP COLUMN "damage_claim_objection";
  ALTER TABLE "bookings" DROP COLUMN "damage_claim_decided_at";
  ALTER TABLE "bookings" DROP COLUMN "damage_claim_decided_by";
  ALTER TABLE "bookings" DROP COLUMN "damage_claim_decided_amount";
  ALTER TABLE "bookings" DROP COLUMN "damage_claim_decision";
  ALTER TABLE "bookings" DROP COLUMN "damage_claim_settled_at";
  ALTER TABLE "bookings" DROP COLUMN "damage_claim_charged_amount";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "damage_prices_id";
  ALTER TABLE "rental_rules" DROP COLUMN "return_charges_refuel_per_eighth";
  ALTER TABLE "rental_rules" DROP COLUMN "return_charges_extra_km_price";
  ALTER TABLE "rental_rules" DROP COLUMN "return_charges_late_grace_minutes";
  ALTER TABLE "rental_rules" DROP COLUMN "return_charges_handling_fee";
  ALTER TABLE "rental_rules" DROP COLUMN "handover_retention_days";
  DROP TYPE "public"."enum_bookings_check_in_charges_kind";
  DROP TYPE "public"."enum_bookings_damage_claim_status";`)
}
