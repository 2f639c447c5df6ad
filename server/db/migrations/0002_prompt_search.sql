CREATE TABLE "prompt_search" (
	"prompt_id" integer PRIMARY KEY NOT NULL,
	"search_tokens" text[] DEFAULT '{}'::text[] NOT NULL,
	"title_text" text DEFAULT '' NOT NULL,
	"search_text" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
-- Rows over 128 bytes move their long values (token array, full text) to TOAST, so the heap keeps
-- small rows: a search visits one heap row per match, and with ~2 kB rows each visit was a
-- page read. The full text is then read only for the terms that need a re-check.
ALTER TABLE "prompt_search" SET (toast_tuple_target = 128);--> statement-breakpoint
-- Except the titles: every match is ranked by them, and out of line each would cost a TOAST
-- lookup (MAIN moves a value out only when the row would not fit a page).
ALTER TABLE "prompt_search" ALTER COLUMN "title_text" SET STORAGE MAIN;--> statement-breakpoint
-- Existing data moves over in id order before the index exists (one index build, not 100k inserts).
INSERT INTO "prompt_search" ("prompt_id", "search_tokens", "title_text", "search_text")
  SELECT "id", "search_tokens", "title_text", "search_text" FROM "prompts" ORDER BY "id";--> statement-breakpoint
DROP INDEX "prompts_search_tokens";--> statement-breakpoint
ALTER TABLE "prompt_search" ADD CONSTRAINT "prompt_search_prompt_id_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."prompts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prompt_search_tokens" ON "prompt_search" USING gin ("search_tokens");--> statement-breakpoint
ALTER TABLE "prompts" DROP COLUMN "search_tokens";--> statement-breakpoint
ALTER TABLE "prompts" DROP COLUMN "title_text";--> statement-breakpoint
ALTER TABLE "prompts" DROP COLUMN "search_text";