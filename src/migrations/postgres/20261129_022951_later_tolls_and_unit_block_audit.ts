import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_bookings_later_charges_kind" AS ENUM('toll', 'fine');
  CREATE TYPE "public"."enum_bookings_later_charges_status" AS ENUM('owed', 'withdrawn');
  ALTER TYPE "public"."enum_handover_photos_stage" ADD VALUE 'later-charge';
  ALTER TYPE "public"."enum_audit_entries_action" ADD VALUE 'add-later-charge';
  ALTER TYPE "public"."enum_audit_entries_action" ADD VALUE 'withdraw-later-charge';
  ALTER TYPE "public"."enum_audit_entries_action" ADD VALUE 'block-unit';
  ALTER TYPE "public"."enum_audit_entries_action" ADD VALUE 'change-unit-block';
  ALTER TYPE "public"."enum_audit_entries_action" ADD VALUE 'remove-unit-block';
  ALTER TYPE "public"."enum_outbox_messages_kind" ADD VALUE 'later-charge' BEFORE 'sale-inquiry';
  ALTER TYPE "public"."enum_outbox_messages_kind" ADD VALUE 'later-charge-withdrawal' BEFORE 'sale-inquiry';
  CREATE TABLE "bookings_later_charges" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_bookings_later_charges_kind" NOT NULL,
  	"reference" varchar NOT NULL,
  	"offence_date" timestamp(3) with time zone NOT NULL,
  	"amount" numeric NOT NULL,
  	"handling_fee" numeric NOT NULL,
  	"status" "enum_bookings_later_charges_status" DEFAULT 'owed' NOT NULL,
  	"evidence_id" integer,
  	"added_at" timestamp(3) with time zone,
  	"added_by" varchar,
  	"notice_at" timestamp(3) with time zone,
  	"withdrawn_at" timestamp(3) with time zone,
  	"withdrawn_by" varchar,
  	"withdrawal" varchar
  );
  
  ALTER TABLE "audit_entries" ALTER COLUMN "booking_number" DROP NOT NULL;
  ALTER TABLE "audit_entries" ADD COLUMN "unit_id" integer;
  ALTER TABLE "audit_entries" ADD COLUMN "unit_registration" varchar;
  ALTER TABLE "bookings_later_charges" ADD CONSTRAINT "bookings_later_charges_evidence_id_handover_photos_id_fk" FOREIGN KEY ("evidence_id") REFERENCES "public"."handover_photos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "bookings_later_charges" ADD CONSTRAINT "bookings_later_charges_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "bookings_later_charges_order_idx" ON "bookings_later_charges" USING btree ("_order");
  CREATE INDEX "bookings_later_charges_parent_id_idx" ON "bookings_later_charges" USING btree ("_parent_id");
  CREATE INDEX "bookings_later_charges_evidence_idx" ON "bookings_later_charges" USING btree ("evidence_id");
  ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_unit_id_vehicles_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "audit_entries_unit_idx" ON "audit_entries" USING btree ("unit_id");
  CREATE INDEX "audit_entries_unit_registration_idx" ON "audit_entries" USING btree ("unit_registration");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "bookings_later_charges" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "bookings_later_charges" CASCADE;
  ALTER TABLE "audit_entries" DROP CONSTRAINT "audit_entries_unit_id_vehicles_id_fk";
  
  ALTER TABLE "handover_photos" ALTER COLUMN "stage" SET DATA TYPE text;
  ALTER TABLE "handover_photos" ALTER COLUMN "stage" SET DEFAULT 'check-out'::text;
  DROP TYPE "public"."enum_handover_photos_stage";
  CREATE TYPE "public"."enum_handover_photos_stage" AS ENUM('check-out', 'check-in');
  ALTER TABLE "handover_photos" ALTER COLUMN "stage" SET DEFAULT 'check-out'::"public"."enum_handover_photos_stage";
  ALTER TABLE "handover_photos" ALTER COLUMN "stage" SET DATA TYPE "public"."enum_handover_photos_stage" USING "stage"::"public"."enum_handover_photos_stage";
  ALTER TABLE "audit_entries" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_entries_action";
  CREATE TYPE "public"."enum_audit_entries_action" AS ENUM('cancel-booking', 'cancel-waiving-fee', 'confirm-request', 'decline-request', 'refund', 'send-payment-link', 'change-booking', 'resend-mail', 'export-data', 'anonymise', 'authorise-deposit', 'capture-deposit', 'release-deposit', 'assign-unit', 'check-out', 'sign-check-out', 'check-in', 'add-return-charge', 'send-claim-notice', 'object-claim', 'decide-claim', 'settle-claim', 'withdraw-claim', 'add-renter-photos');
  ALTER TABLE "audit_entries" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_entries_action" USING "action"::"public"."enum_audit_entries_action";
  ALTER TABLE "outbox_messages" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_outbox_messages_kind";
  CREATE TYPE "public"."enum_outbox_messages_kind" AS ENUM('booking-confirmation', 'payment-receipt', 'booking-change', 'booking-cancellation', 'booking-request', 'request-confirmed', 'request-declined', 'payment-link', 'staff-refund', 'rental-agreement', 'return-report', 'claim-notice', 'claim-decision', 'claim-withdrawal', 'sale-inquiry', 'price-watch-confirm', 'price-watch-alert', 'staff-account');
  ALTER TABLE "outbox_messages" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_outbox_messages_kind" USING "kind"::"public"."enum_outbox_messages_kind";
  DROP INDEX "audit_entries_unit_idx";
  DROP INDEX "audit_entries_unit_registration_idx";
  UPDATE "audit_entries" SET "booking_number" = '' WHERE "booking_number" IS NULL;
  ALTER TABLE "audit_entries" ALTER COLUMN "booking_number" SET NOT NULL;
  ALTER TABLE "audit_entries" DROP COLUMN "unit_id";
  ALTER TABLE "audit_entries" DROP COLUMN "unit_registration";
  DROP TYPE "public"."enum_bookings_later_charges_kind";
  DROP TYPE "public"."enum_bookings_later_charges_status";`)
}
