CREATE TABLE "launch_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"part_type_id" integer NOT NULL,
	"email" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_selection_reviews" (
	"request_id" integer PRIMARY KEY NOT NULL,
	"reviewed_at" timestamp with time zone NOT NULL,
	"reviewed_by_id" integer
);
--> statement-breakpoint
ALTER TABLE "launch_notifications" ADD CONSTRAINT "launch_notifications_part_type_id_part_types_id_fk" FOREIGN KEY ("part_type_id") REFERENCES "public"."part_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launch_notifications" ADD CONSTRAINT "launch_notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_selection_reviews" ADD CONSTRAINT "offer_selection_reviews_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_selection_reviews" ADD CONSTRAINT "offer_selection_reviews_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "launch_notifications_part_type_email_unique" ON "launch_notifications" USING btree ("part_type_id",lower("email"));--> statement-breakpoint
CREATE INDEX "launch_notifications_user_id_idx" ON "launch_notifications" USING btree ("user_id");