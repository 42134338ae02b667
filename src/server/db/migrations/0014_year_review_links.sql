CREATE TABLE "year_review_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"year" integer NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "year_review_links_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "year_review_links" ADD CONSTRAINT "year_review_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "year_review_links_user_year_idx" ON "year_review_links" USING btree ("user_id","year");