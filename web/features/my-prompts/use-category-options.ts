import { useEffect, useState } from "react";
import { useTranslation } from "../../lib/i18n-react.tsx";
import { LANGUAGES } from "../../../contract/constants.ts";
import { buildOptions, type CategoryOption } from "../../components/category-match.ts";
import { defaultClient, myPromptsApi, type MyPromptsClient } from "./my-prompts-api.ts";

/**
 * Every category, named in the page's language, with its names in the other two languages for
 * matching what the user types. The other languages are a nicety: if they fail, matching uses the
 * page language's names alone.
 */
export function useCategoryOptions(client: MyPromptsClient = defaultClient): CategoryOption[] {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const [options, setOptions] = useState<CategoryOption[]>([]);

  useEffect(() => {
    let live = true;
    const others = LANGUAGES.filter((l) => l !== lang).map((l) => myPromptsApi.categories(client, l, false).catch(() => []));
    myPromptsApi.categories(client, lang, true).then(
      async (current) => {
        if (live) setOptions(buildOptions(current, []));
        const more = await Promise.all(others);
        if (live) setOptions(buildOptions(current, more));
      },
      // The filter and the picker then offer nothing; the list's own failure toast says why.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [client, lang]);

  return options;
}
