-- The duplicate check of issue #22: each prompt's normalised source text, hashed (OpenCC fold,
-- NFKC, case fold, no whitespace or punctuation), looked up through an index instead of a scan.
-- The hash needs OpenCC, so existing rows are filled in at start (backfillTextHashes), not here.
ALTER TABLE "prompts" ADD COLUMN "text_hash" text;--> statement-breakpoint
CREATE INDEX "prompts_text_hash" ON "prompts" USING btree ("text_hash");
