/** One MCP server per request (stateless Streamable HTTP; docs/decisions/030-mcp-and-openapi.md). */
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { Language } from "../../../contract/constants.ts";
import type { CatalogReader } from "./catalog-reader.ts";
import { registerPrompts } from "./prompts.ts";
import { registerTools } from "./tools.ts";

export const MCP_SERVER_NAME = "prompt-plaza";

export function createCatalogMcpServer(reader: CatalogReader, lan: Language): McpServer {
  const server = new McpServer(
    { name: MCP_SERVER_NAME, title: "Prompt Plaza · 提示词广场", version: "1.0.0" },
    {
      capabilities: { tools: {}, prompts: {} },
      instructions:
        "Read-only access to Prompt Plaza's public prompt catalogue: search it (Chinese-aware), fetch a prompt with its variables filled, list categories.",
    },
  );
  registerTools(server, reader, lan);
  registerPrompts(server, reader, lan);
  return server;
}
