// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { UserPromptBodySchema } from "../../../contract/prompts.ts";
import type { TFunction } from "../../lib/i18n.ts";
import { checkBody, EMPTY_PROMPT_TEXT, promptTextBody, type PromptTextValues } from "./prompt-values.ts";
import { usePromptForm } from "./use-prompt-form.ts";

const t = ((key: string) => key) as unknown as TFunction<"common">;
const check = (values: PromptTextValues) => checkBody(UserPromptBodySchema, promptTextBody(values));

describe("the prompt form's state", () => {
  it("keeps what was typed while a set() made earlier lands (an image upload that finishes later)", () => {
    const { result } = renderHook(() => usePromptForm(t, EMPTY_PROMPT_TEXT, check));
    const setBeforeTyping = result.current.set;
    act(() => result.current.set("title", "周报助手"));
    act(() => setBeforeTyping("tips", "上传完成"));
    expect(result.current.values).toMatchObject({ title: "周报助手", tips: "上传完成" });
  });

  it("shows no error before a submit, then errors that follow the typing", async () => {
    const { result } = renderHook(() => usePromptForm(t, EMPTY_PROMPT_TEXT, check));
    act(() => result.current.set("prompt", "x"));
    expect(result.current.message("title")).toBeUndefined();
    await act(() => result.current.submit(null, async () => undefined));
    expect(result.current.message("title")).toBe("common:promptErrors.titleRequired");
    act(() => result.current.set("title", "周报助手"));
    expect(result.current.message("title")).toBeUndefined();
  });
});
