-- A 64-bit signature of each prompt's titles on the prompt row itself, so the title walk of
-- search-page.ts (prompts taken down the sort order, each tested for a title match) skips most
-- prompts without looking up their search row (docs/decisions/008-search.md). Bit n is set when
-- some search token of the titles of at most two characters (every CJK character and pair, the
-- first two letters of every word, one-letter words) hashes to n. A title that matches a query
-- holds such tokens of the query's terms (titleFeatures in server/lib/search/tokens.ts), so a prompt
-- whose signature lacks one of their bits cannot be a title match.
--
-- The hash is md5's, defined here once and used for the titles and the queries alike.
CREATE FUNCTION "title_feature_bit"(feature text) RETURNS int
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT ('x' || left(md5(feature), 8))::bit(32)::int & 63 $$;
--> statement-breakpoint
CREATE FUNCTION "title_signature"(tokens text[]) RETURNS bigint
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT coalesce(bit_or(1::bigint << title_feature_bit(token)), 0) FROM unnest(tokens) token WHERE char_length(token) <= 2
$$;
--> statement-breakpoint
-- Null until written: a walk never skips a prompt whose signature is unknown.
ALTER TABLE "prompts" ADD COLUMN "title_signature" bigint;
--> statement-breakpoint
UPDATE "prompts" p SET "title_signature" = title_signature(s.title_tokens) FROM "prompt_search" s WHERE s.prompt_id = p.id;
