ALTER TABLE "attributes" ADD COLUMN "min_exclusive" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "attributes" ADD COLUMN "max_exclusive" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "attributes" ADD COLUMN "key" text;--> statement-breakpoint
ALTER TABLE "attributes" ADD COLUMN "option_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "attributes_key_unique" ON "attributes" USING btree ("key");