-- search_token_counts kept per statement of prompt_search, not per row (issue #21's import writes
-- hundreds of search rows in one transaction). The row trigger of 0005 upserted each row's ~1,100
-- tokens: inside one transaction the count rows of common tokens were updated once per row, and
-- every update walked the row versions the earlier ones had left. Now a statement adds its net
-- changes once, from its transition tables, in token order as before; for a statement of one row
-- the counts are those of the row trigger. The level is the prompt's, as it was.
CREATE FUNCTION "count_search_rows"(removed prompt_search[], added prompt_search[]) RETURNS void
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
DROP TRIGGER "prompt_search_count" ON "prompt_search";
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
CREATE TRIGGER "prompt_search_count_insert" AFTER INSERT ON "prompt_search" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION prompt_search_count();
--> statement-breakpoint
CREATE TRIGGER "prompt_search_count_update" AFTER UPDATE ON "prompt_search" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION prompt_search_count();
--> statement-breakpoint
CREATE TRIGGER "prompt_search_count_delete" AFTER DELETE ON "prompt_search" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION prompt_search_count();
