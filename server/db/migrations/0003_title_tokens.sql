ALTER TABLE "prompt_search" ADD COLUMN "title_tokens" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- Inline like the titles: every match is tested for a title match, and out of line each test
-- would cost a TOAST lookup. Existing rows get their tokens from the app at start
-- (backfillTitleTokens): the tokenizer is TypeScript.
ALTER TABLE "prompt_search" ALTER COLUMN "title_tokens" SET STORAGE MAIN;--> statement-breakpoint
CREATE INDEX "prompt_search_title_tokens" ON "prompt_search" USING gin ("title_tokens");
