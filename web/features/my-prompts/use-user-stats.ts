import { useCallback, useEffect, useRef, useState } from "react";
import type { UserPromptStats } from "../../../contract/accounts.ts";
import { defaultClient, myPromptsApi, type MyPromptsClient } from "./my-prompts-api.ts";

/** Total views and usage of one's prompts (GET /api/user/detail); null until known or when it failed. */
export function useUserStats(client: MyPromptsClient = defaultClient) {
  const [stats, setStats] = useState<UserPromptStats["count"] | null>(null);
  const sequence = useRef(0);
  const reload = useCallback(async () => {
    const mine = ++sequence.current;
    // The list's warning toast already tells of a failing server; the cards just show a dash.
    const reply = await myPromptsApi.stats(client).catch(() => null);
    if (mine === sequence.current && reply) setStats(reply.count);
  }, [client]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { stats, reload };
}
