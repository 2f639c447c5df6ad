/** /admin?edit=<code> opens one of the user's prompts in the form (the detail page's "edit" links here). */
export const EDIT_PARAM = "edit";

export const editPromptHref = (code: string) => `/admin?${EDIT_PARAM}=${encodeURIComponent(code)}`;
