/**
 * MCP prompts/list and prompts/get: the most popular public prompts, each with its fill-in
 * variables as arguments, so an editor's prompt picker offers them and asks for the values.
 */
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { ErrorCode, GetPromptRequestSchema, ListPromptsRequestSchema, McpError, type Prompt } from "@modelcontextprotocol/sdk/types.js";
import type { Language } from "../../../contract/constants.ts";
import { fillTemplate, type PromptVariable } from "../../../contract/variables.ts";
import { translate } from "../../lib/messages.ts";
import type { CatalogReader } from "./catalog-reader.ts";
import "./messages.ts";

function argument(variable: PromptVariable, lan: Language) {
  const description = variable.default
    ? translate(lan, "mcpArgumentDefault", { value: variable.default })
    : translate(lan, "mcpArgument", { name: variable.name });
  // The text stays usable with a variable left as written, so none is required.
  return { name: variable.name, description, required: false };
}

/** Needs the prompts capability, declared when the server is made (server.ts). */
export function registerPrompts(server: McpServer, reader: CatalogReader, lan: Language) {
  server.server.setRequestHandler(ListPromptsRequestSchema, async () => {
    const prompts: Prompt[] = (await reader.popularPrompts(lan)).map((item) => ({
      name: item.code,
      title: item.title,
      description: item.description,
      arguments: item.variables.map((v) => argument(v, lan)),
    }));
    return { prompts };
  });

  // Any prompt a visitor may open, not only the listed ones: a client may keep a name it listed earlier.
  server.server.setRequestHandler(GetPromptRequestSchema, async (request) => {
    const { name, arguments: values = {} } = request.params;
    const prompt = await reader.prompt(lan, name);
    if (!prompt) throw new McpError(ErrorCode.InvalidParams, translate(lan, "mcpUnknownPrompt", { code: name }));
    return {
      description: prompt.title,
      messages: [{ role: "user", content: { type: "text", text: fillTemplate(prompt.prompt, values) } }],
    };
  });
}
