-- Which version of the tokenizer (SEARCH_TOKENS_VERSION) made a row's tokens. Existing rows get 0
-- and the app tokenises them again at start (refreshSearchTokens): the tokenizer is TypeScript.
ALTER TABLE "prompt_search" ADD COLUMN "tokens_version" smallint DEFAULT 0 NOT NULL;
