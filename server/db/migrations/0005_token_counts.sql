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
-- Adds (direction 1) or removes (direction -1) one prompt's tokens at a level, when it has one.
-- Token arrays hold each token once.
CREATE FUNCTION "count_search_tokens"(tokens text[], title_tokens text[], at_level smallint, direction integer) RETURNS void
LANGUAGE sql AS $$
	INSERT INTO search_token_counts AS c (token, level, prompts, titles)
	SELECT token, at_level, direction * sum(in_prompt), direction * sum(in_title) FROM (
		SELECT unnest(tokens) AS token, 1 AS in_prompt, 0 AS in_title
		UNION ALL
		SELECT unnest(title_tokens), 0, 1
	) found WHERE at_level IS NOT NULL GROUP BY token
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
	IF TG_OP <> 'INSERT' THEN
		PERFORM count_search_tokens(OLD.search_tokens, OLD.title_tokens, counted, -1);
	END IF;
	IF TG_OP <> 'DELETE' THEN
		PERFORM count_search_tokens(NEW.search_tokens, NEW.title_tokens, counted, 1);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- A prompt published, withdrawn or moved to another access level moves its tokens with it.
CREATE FUNCTION "prompts_recount_search"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
	search_row prompt_search;
BEGIN
	SELECT * INTO search_row FROM prompt_search WHERE prompt_id = OLD.id;
	IF FOUND THEN
		PERFORM count_search_tokens(search_row.search_tokens, search_row.title_tokens, prompt_counted_level(OLD.status, OLD.vip_level), -1);
		PERFORM count_search_tokens(search_row.search_tokens, search_row.title_tokens, prompt_counted_level(NEW.status, NEW.vip_level), 1);
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
