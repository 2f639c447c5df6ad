-- Search's functions and triggers as they are today, applied after the migrations on every start
-- (server/db/client.ts), inside the start-up lock: each statement creates or replaces, so this
-- file is the one place their current definition is read. Migrations 0005-0007 and 0016 made
-- them and stay as history; a migration that changes a table these read still comes first, and a
-- change of a definition is made here (README.md, "The SQL"). Tables and indexes stay in
-- migrations.
--
-- The level a prompt's tokens count under: its vip_level while published, otherwise none
-- (countedLevel in token-counts.ts is its twin for the bulk load).
CREATE OR REPLACE FUNCTION "prompt_counted_level"(status text, vip_level smallint) RETURNS smallint
LANGUAGE sql IMMUTABLE AS $$ SELECT CASE WHEN status = 'published' THEN vip_level END $$;
--> statement-breakpoint
-- Moves one prompt's tokens from (old tokens, old level) to (new tokens, new level), either side
-- absent when its level is null. One statement of net changes, locking the count rows in token
-- order: an edit touches only the tokens it changed, and two writers that share tokens lock them
-- in the same order, so they wait for each other instead of deadlocking. Token arrays hold each
-- token once.
CREATE OR REPLACE FUNCTION "move_search_token_counts"(old_tokens text[], old_titles text[], old_level smallint, new_tokens text[], new_titles text[], new_level smallint) RETURNS void
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
-- The search rows a statement removed and added count at their prompts' levels, net, in one
-- upsert in token order (a deleted prompt's row is removed while the prompt is still there:
-- prompts_drop_search). Per statement, not per row: an import writes hundreds of search rows in
-- one transaction, and per row the count rows of common tokens were updated once for each
-- (migration 0016). For a statement of one row the counts are those of a row trigger.
CREATE OR REPLACE FUNCTION "count_search_rows"(removed prompt_search[], added prompt_search[]) RETURNS void
LANGUAGE sql AS $$
	INSERT INTO search_token_counts AS c (token, level, prompts, titles)
	SELECT token, at_level, sum(in_prompt), sum(in_title) FROM (
		SELECT unnest(r.search_tokens) AS token, prompt_counted_level(p.status, p.vip_level) AS at_level, -1 AS in_prompt, 0 AS in_title
		FROM unnest(removed) r JOIN prompts p ON p.id = r.prompt_id
		UNION ALL SELECT unnest(r.title_tokens), prompt_counted_level(p.status, p.vip_level), 0, -1 FROM unnest(removed) r JOIN prompts p ON p.id = r.prompt_id
		UNION ALL SELECT unnest(r.search_tokens), prompt_counted_level(p.status, p.vip_level), 1, 0 FROM unnest(added) r JOIN prompts p ON p.id = r.prompt_id
		UNION ALL SELECT unnest(r.title_tokens), prompt_counted_level(p.status, p.vip_level), 0, 1 FROM unnest(added) r JOIN prompts p ON p.id = r.prompt_id
	) changes WHERE at_level IS NOT NULL GROUP BY token, at_level HAVING sum(in_prompt) <> 0 OR sum(in_title) <> 0 ORDER BY token, at_level
	ON CONFLICT (token, level) DO UPDATE SET prompts = c.prompts + excluded.prompts, titles = c.titles + excluded.titles
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "prompt_search_count"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM count_search_rows('{}', ARRAY(SELECT ROW(n.*)::prompt_search FROM new_rows n));
	ELSIF TG_OP = 'UPDATE' THEN
		PERFORM count_search_rows(ARRAY(SELECT ROW(o.*)::prompt_search FROM old_rows o), ARRAY(SELECT ROW(n.*)::prompt_search FROM new_rows n));
	ELSE
		PERFORM count_search_rows(ARRAY(SELECT ROW(o.*)::prompt_search FROM old_rows o), '{}');
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- Every write of a search row takes its level from the prompt, whatever the writer put there.
CREATE OR REPLACE FUNCTION "prompt_search_level"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	SELECT prompt_counted_level(p.status, p.vip_level) INTO NEW.level FROM prompts p WHERE p.id = NEW.prompt_id;
	RETURN NEW;
END $$;
--> statement-breakpoint
-- A prompt published, withdrawn or moved to another access level moves its tokens with it, and its
-- search row takes the new level in the same statement that locks it: the UPDATE waits for a
-- concurrent rewrite of the row (a translation, a token refresh), whose tokens are then the ones
-- moved, and returns them (prompt_search_level derives the level; prompt_search_count sees the
-- tokens unchanged and moves nothing itself).
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
--> statement-breakpoint
-- A prompt's search row goes before the prompt does, so prompt_search_count still finds the level
-- its tokens counted under (the foreign key's cascade would come after, with what it sees of the
-- prompt left to the engine).
CREATE OR REPLACE FUNCTION "prompts_drop_search"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM prompt_search WHERE prompt_id = OLD.id;
	RETURN OLD;
END $$;
--> statement-breakpoint
-- Bit n of a title signature is set when some title token of at most two characters (every CJK
-- character and pair, the first two letters of every word, one-letter words) hashes to n; the
-- title walk skips a prompt whose signature lacks a bit of the query's (titleFeatures in
-- tokens.ts). The hash is md5's, the same for titles and queries.
CREATE OR REPLACE FUNCTION "title_feature_bit"(feature text) RETURNS int
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT ('x' || left(md5(feature), 8))::bit(32)::int & 63 $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "title_signature"(tokens text[]) RETURNS bigint
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT coalesce(bit_or(1::bigint << title_feature_bit(token)), 0) FROM unnest(tokens) token WHERE char_length(token) <= 2
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "prompt_search_count_insert" AFTER INSERT ON "prompt_search" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION prompt_search_count();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "prompt_search_count_update" AFTER UPDATE ON "prompt_search" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION prompt_search_count();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "prompt_search_count_delete" AFTER DELETE ON "prompt_search" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION prompt_search_count();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "prompt_search_level" BEFORE INSERT OR UPDATE ON "prompt_search" FOR EACH ROW EXECUTE FUNCTION prompt_search_level();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "prompts_recount_search" AFTER UPDATE OF status, vip_level ON "prompts" FOR EACH ROW
WHEN (prompt_counted_level(OLD.status, OLD.vip_level) IS DISTINCT FROM prompt_counted_level(NEW.status, NEW.vip_level))
EXECUTE FUNCTION prompts_recount_search();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "prompts_drop_search" BEFORE DELETE ON "prompts" FOR EACH ROW EXECUTE FUNCTION prompts_drop_search();
