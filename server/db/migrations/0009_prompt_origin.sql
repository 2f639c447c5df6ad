-- "Save as mine" (issue 19): a prompt saved from another remembers it, for the copy's "based on"
-- link and the original's "saved by N people". Deleting the original only forgets the link; the
-- copy is its owner's. The index serves the count (distinct authors of the copies of one prompt).
ALTER TABLE "prompts" ADD COLUMN "based_on_id" integer;--> statement-breakpoint
ALTER TABLE "prompts" ADD CONSTRAINT "prompts_based_on_id_prompts_id_fk" FOREIGN KEY ("based_on_id") REFERENCES "public"."prompts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prompts_based_on" ON "prompts" USING btree ("based_on_id","author_id") WHERE "prompts"."based_on_id" is not null;