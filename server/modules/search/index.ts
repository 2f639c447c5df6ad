/**
 * Search's one public interface (README.md says how it works and what an adapter for another
 * engine would implement). Nothing outside server/modules/search imports its other files (lint).
 */
export { parseQuery as parse, type ParsedQuery } from "./tokens.ts";
export { matchedPieces as highlight } from "./highlight.ts";
export { writePromptSearch as index, writePromptsSearch as indexMany, refreshSearchTokens as refresh, type IndexedText } from "./indexer.ts";
export { page, type SearchQuery, type SearchResult } from "./planner.ts";
export type { SearchTerms } from "./statements.ts";
export type { SearchLimits } from "./limits.ts";
export { bulkLoad, type BulkDocument, type BulkLoader, type BulkLoadOptions } from "./bulk-load.ts";
export { explain, type PlanSummary } from "./explain.ts";
