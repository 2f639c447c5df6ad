-- Each search row carries the access level its prompt is listed at (prompt_counted_level: the
-- vip_level while published, null otherwise), so a search of a list filtered by visibility alone
-- can count its matches on prompt_search, without looking up each match's prompt
-- (docs/decisions/008-search.md). The column is derived by triggers, never written by the app.
--
-- Added with a default of 0 (no table rewrite: the value is kept in the catalogue for the rows
-- already there) and the default dropped at once; only the rows of prompts not listed at level 0
-- are then updated (the bench's 100,000 prompts: 12,782 rows, 47 s on PostgreSQL, during which
-- prompt_search is locked). Updating every row would re-insert each one's ~1,100 tokens into the
-- GIN index.
ALTER TABLE "prompt_search" ADD COLUMN "level" smallint DEFAULT 0;
--> statement-breakpoint
ALTER TABLE "prompt_search" ALTER COLUMN "level" DROP DEFAULT;
--> statement-breakpoint
UPDATE "prompt_search" s SET "level" = prompt_counted_level(p.status, p.vip_level)
FROM "prompts" p WHERE p.id = s.prompt_id AND prompt_counted_level(p.status, p.vip_level) IS DISTINCT FROM 0;
--> statement-breakpoint
-- Every write of a search row takes its level from the prompt, whatever the writer put there.
CREATE FUNCTION "prompt_search_level"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	SELECT prompt_counted_level(p.status, p.vip_level) INTO NEW.level FROM prompts p WHERE p.id = NEW.prompt_id;
	RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "prompt_search_level" BEFORE INSERT OR UPDATE ON "prompt_search" FOR EACH ROW EXECUTE FUNCTION prompt_search_level();
--> statement-breakpoint
-- As in 0005, and the search row now takes the prompt's new level in the same statement that
-- locks it: the UPDATE waits for a concurrent rewrite of the row as FOR SHARE did, and returns the
-- tokens to move (prompt_search_level derives the level; prompt_search_count sees the tokens
-- unchanged and moves nothing itself).
CREATE OR REPLACE FUNCTION "prompts_recount_search"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
	search_row prompt_search;
BEGIN
	UPDATE prompt_search SET level = prompt_counted_level(NEW.status, NEW.vip_level) WHERE prompt_id = OLD.id RETURNING * INTO search_row;
	IF FOUND THEN
		PERFORM move_search_token_counts(search_row.search_tokens, search_row.title_tokens, prompt_counted_level(OLD.status, OLD.vip_level),
			search_row.search_tokens, search_row.title_tokens, prompt_counted_level(NEW.status, NEW.vip_level));
	END IF;
	RETURN NULL;
END $$;
