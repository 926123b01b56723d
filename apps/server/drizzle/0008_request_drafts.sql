-- A pump search stores the customer's request as a private draft; draft_key is the wizard that made it, so
-- repeated or concurrent searches from one wizard update one draft (one per customer and key; null for others).
ALTER TYPE "public"."request_status" ADD VALUE 'draft' BEFORE 'pending_activation';--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "draft_key" uuid;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_customer_id_draft_key_unique" UNIQUE("customer_id","draft_key");