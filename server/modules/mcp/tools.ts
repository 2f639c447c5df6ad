/** The MCP tools: search the catalogue, fetch one prompt with its variables filled, list the categories. */
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import type { PromptItem } from "../../../contract/catalog.ts";
import { LANGUAGES, type Language } from "../../../contract/constants.ts";
import { fillParts } from "../../../contract/variables.ts";
import { translate } from "../../lib/messages.ts";
import type { CatalogReader } from "./catalog-reader.ts";
import "./messages.ts";

export const SEARCH_LIMIT_MAX = 50;

const READ_ONLY = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false } as const;

const language = z.enum(LANGUAGES).optional().describe("zh-CN, zh-TW or en; the client's X-LAN header (else zh-CN) when left out");

const json = (value: unknown): CallToolResult => ({ content: [{ type: "text", text: JSON.stringify(value, null, 2) }] });
const refusal = (text: string): CallToolResult => ({ content: [{ type: "text", text }], isError: true });

function card(reader: CatalogReader, item: PromptItem) {
  return {
    code: item.code,
    title: item.title,
    description: item.description,
    lan: item.lan,
    categories: item.categories.map((c) => c.code),
    variables: item.variables.map((v) => v.name),
    ...(item.highlights ? { highlights: item.highlights } : {}),
    url: reader.address(item.code, item.lan),
  };
}

export function registerTools(server: McpServer, reader: CatalogReader, clientLanguage: Language) {
  server.registerTool(
    "search_prompts",
    {
      title: "Search prompts",
      description:
        "Search the public prompt catalogue of Prompt Plaza (提示词广场). Chinese-aware: one- and two-character Chinese terms match, and Simplified and Traditional find each other (写作 finds 寫作). Most popular first.",
      inputSchema: {
        query: z.string().max(200).optional().describe("Words to look for in titles and texts; empty lists the most popular prompts"),
        category: z.string().max(64).optional().describe("A category code from list_categories"),
        language,
        limit: z.number().int().min(1).max(SEARCH_LIMIT_MAX).default(10).describe(`How many prompts to return (1-${SEARCH_LIMIT_MAX})`),
      },
      annotations: READ_ONLY,
    },
    async ({ query, category, language, limit }) => {
      const lan = language ?? clientLanguage;
      if (category) {
        const codes = (await reader.categories(lan)).map((c) => c.code);
        const wanted = category.trim().toLowerCase();
        if (!codes.includes(wanted)) return refusal(translate(lan, "mcpUnknownCategory", { code: category, codes: codes.join(", ") }));
      }
      const page = await reader.search(lan, { query, category, limit });
      return json({ total: page.total, prompts: page.list.map((item) => card(reader, item)) });
    },
  );

  server.registerTool(
    "get_prompt",
    {
      title: "Get a prompt",
      description:
        "The text of one prompt by its code, in a language, with its variables (placeholders such as [主题] or {{topic}}) replaced by the values given. Variables left out keep their default, or stay as written.",
      inputSchema: {
        code: z.string().min(1).max(64).describe("The prompt's code, from search_prompts"),
        language,
        variables: z.record(z.string(), z.string().max(10_000)).optional().describe("Values by variable name, as search_prompts lists them"),
      },
      annotations: READ_ONLY,
    },
    async ({ code, language, variables }) => {
      const lan = language ?? clientLanguage;
      const prompt = await reader.prompt(lan, code.trim());
      if (!prompt) return refusal(translate(lan, "mcpUnknownPrompt", { code }));
      const parts = fillParts(prompt.prompt, variables ?? {});
      const unfilled = [...new Set(parts.filter((p) => p.name !== undefined && !p.filled).map((p) => p.name!))];
      const about = {
        code: prompt.code,
        title: prompt.title,
        lan: prompt.lan,
        url: reader.address(prompt.code, prompt.lan),
        variables: prompt.variables,
        unfilled,
      };
      return {
        content: [
          { type: "text", text: parts.map((p) => p.text).join("") },
          { type: "text", text: JSON.stringify(about, null, 2) },
        ],
      };
    },
  );

  server.registerTool(
    "list_categories",
    {
      title: "List categories",
      description: "The categories of the catalogue, with their codes (for search_prompts) and how many public prompts each holds.",
      inputSchema: { language },
      annotations: READ_ONLY,
    },
    async ({ language }) => {
      const categories = await reader.categories(language ?? clientLanguage);
      return json(categories.map((c) => ({ code: c.code, name: c.category, intro: c.intro, prompts: c.cnt })));
    },
  );
}
