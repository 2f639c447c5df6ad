-- How many published prompts of each access level hold each search token, in all and in a title,
-- so a search can tell a common term without reading its matches (search-page.ts). Triggers keep
-- the counts exact on every write of prompt_search and on every change of a prompt's status or
-- access level, and on its deletion; the catalogue generator disables prompt_search's triggers for
-- its bulk load and adds its counts in one go. Nothing is stored on prompt_search itself: updating
-- every row there would re-insert each row's ~1,100 tokens into the GIN index.
CREATE TABLE "search_token_counts" (
	"token" text NOT NULL,
	"level" smallint NOT NULL,
	"prompts" integer DEFAULT 0 NOT NULL,
	"titles" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_token_counts_token_level_pk" PRIMARY KEY("token","level")
);
--> statement-breakpoint
-- The level a prompt's tokens count under: its vip_level while published, otherwise none.
CREATE FUNCTION "prompt_counted_level"(status text, vip_level smallint) RETURNS smallint
LANGUAGE sql IMMUTABLE AS $$ SELECT CASE WHEN status = 'published' THEN vip_level END $$;
--> statement-breakpoint
INSERT INTO "search_token_counts" ("token", "level", "prompts", "titles")
SELECT token, level, sum(in_prompt), sum(in_title) FROM (
	SELECT unnest(s.search_tokens) AS token, p.vip_level AS level, 1 AS in_prompt, 0 AS in_title
	FROM "prompt_search" s JOIN "prompts" p ON p.id = s.prompt_id WHERE p.status = 'published'
	UNION ALL
	SELECT unnest(s.title_tokens), p.vip_level, 0, 1
	FROM "prompt_search" s JOIN "prompts" p ON p.id = s.prompt_id WHERE p.status = 'published'
) found GROUP BY token, level;
--> statement-breakpoint
-- Moves one prompt's tokens from (old tokens, old level) to (new tokens, new level), either side
-- absent when its level is null. One statement of net changes, locking the count rows in token
-- order: an edit touches only the tokens it changed, and two writers that share tokens lock them
-- in the same order, so they wait for each other instead of deadlocking. Token arrays hold each
-- token once.
CREATE FUNCTION "move_search_token_counts"(old_tokens text[], old_titles text[], old_level smallint, new_tokens text[], new_titles text[], new_level smallint) RETURNS void
LANGUAGE sql AS $$
	INSERT INTO search_token_counts AS c (token, level, prompts, titles)
	SELECT token, at_level, sum(in_prompt), sum(in_title) FROM (
		SELECT unnest(old_tokens) AS token, old_level AS at_level, -1 AS in_prompt, 0 AS in_title WHERE old_level IS NOT NULL
		UNION ALL SELECT unnest(old_titles), old_level, 0, -1 WHERE old_level IS NOT NULL
		UNION ALL SELECT unnest(new_tokens), new_level, 1, 0 WHERE new_level IS NOT NULL
		UNION ALL SELECT unnest(new_titles), new_level, 0, 1 WHERE new_level IS NOT NULL
	) changes GROUP BY token, at_level HAVING sum(in_prompt) <> 0 OR sum(in_title) <> 0 ORDER BY token, at_level
	ON CONFLICT (token, level) DO UPDATE SET prompts = c.prompts + excluded.prompts, titles = c.titles + excluded.titles
$$;
--> statement-breakpoint
-- A search row written or removed counts at its prompt's level (a deleted prompt's row is removed
-- while the prompt is still there: prompts_drop_search).
CREATE FUNCTION "prompt_search_count"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
	counted smallint;
BEGIN
	IF TG_OP = 'UPDATE' AND OLD.search_tokens = NEW.search_tokens AND OLD.title_tokens = NEW.title_tokens THEN
		RETURN NULL;
	END IF;
	SELECT prompt_counted_level(p.status, p.vip_level) INTO counted FROM prompts p WHERE p.id = COALESCE(NEW.prompt_id, OLD.prompt_id);
	IF TG_OP = 'INSERT' THEN
		PERFORM move_search_token_counts(NULL, NULL, NULL, NEW.search_tokens, NEW.title_tokens, counted);
	ELSIF TG_OP = 'UPDATE' THEN
		PERFORM move_search_token_counts(OLD.search_tokens, OLD.title_tokens, counted, NEW.search_tokens, NEW.title_tokens, counted);
	ELSE
		PERFORM move_search_token_counts(OLD.search_tokens, OLD.title_tokens, counted, NULL, NULL, NULL);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- A prompt published, withdrawn or moved to another access level moves its tokens with it. The
-- search row is read FOR SHARE: a concurrent rewrite of it (a translation, a token refresh) is
-- waited for and its tokens are the ones moved; a later one waits for this one, then finds the
-- prompt's new level. A plain read would move the tokens it replaced.
CREATE FUNCTION "prompts_recount_search"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
	search_row prompt_search;
BEGIN
	SELECT * INTO search_row FROM prompt_search WHERE prompt_id = OLD.id FOR SHARE;
	IF FOUND THEN
		PERFORM move_search_token_counts(search_row.search_tokens, search_row.title_tokens, prompt_counted_level(OLD.status, OLD.vip_level),
			search_row.search_tokens, search_row.title_tokens, prompt_counted_level(NEW.status, NEW.vip_level));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- A prompt's search row goes before the prompt does, so prompt_search_count still finds the level
-- its tokens counted under (the foreign key's cascade would come after, with what it sees of the
-- prompt left to the engine).
CREATE FUNCTION "prompts_drop_search"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM prompt_search WHERE prompt_id = OLD.id;
	RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER "prompt_search_count" AFTER INSERT OR UPDATE OR DELETE ON "prompt_search" FOR EACH ROW EXECUTE FUNCTION prompt_search_count();
--> statement-breakpoint
CREATE TRIGGER "prompts_recount_search" AFTER UPDATE OF status, vip_level ON "prompts" FOR EACH ROW
WHEN (prompt_counted_level(OLD.status, OLD.vip_level) IS DISTINCT FROM prompt_counted_level(NEW.status, NEW.vip_level))
EXECUTE FUNCTION prompts_recount_search();
--> statement-breakpoint
CREATE TRIGGER "prompts_drop_search" BEFORE DELETE ON "prompts" FOR EACH ROW EXECUTE FUNCTION prompts_drop_search();
