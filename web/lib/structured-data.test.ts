import { describe, expect, it } from "vitest";
import type { PromptDetail } from "../../contract/catalog.ts";
import { breadcrumbData, promptData, websiteData, type Site } from "./structured-data.ts";

const english: Site = { publicUrl: "https://plaza.example", lang: "en", name: "Prompt Plaza" };

const prompt = (rateCnt: number, score: number) =>
  ({
    code: "writing-polish",
    title: "Polish an article",
    description: "Tightens a draft",
    prompt: "You are an editor…",
    author: { nickName: "Ming", avatar: "" },
    cnt: { rateCnt, score, clickCnt: 10, copyCnt: 4, shareCnt: 1, markCnt: 2 },
    categories: [{ code: "writing", category: "Writing", tags: [] }],
    createTime: "1700000000",
    updateTime: "1700086400",
  }) as unknown as PromptDetail;

describe("structured data", () => {
  it("describes the site with its search, in the page's language and address", () => {
    expect(websiteData(english)).toEqual({
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: "Prompt Plaza",
      url: "https://plaza.example/en/",
      inLanguage: "en",
      potentialAction: {
        "@type": "SearchAction",
        target: { "@type": "EntryPoint", urlTemplate: "https://plaza.example/en/?q={search_term_string}" },
        "query-input": "required name=search_term_string",
      },
    });
  });

  it("describes a prompt with its dates, author and counters, and a rating only when it has ratings", () => {
    const unrated = promptData(english, prompt(0, 0));
    expect(unrated).toMatchObject({
      "@type": "CreativeWork",
      name: "Polish an article",
      url: "https://plaza.example/en/detail/writing-polish",
      inLanguage: "en",
      author: { "@type": "Person", name: "Ming" },
      datePublished: "2023-11-14T22:13:20.000Z",
      dateModified: "2023-11-15T22:13:20.000Z",
    });
    expect(unrated).not.toHaveProperty("aggregateRating");
    expect(unrated.interactionStatistic).toContainEqual({
      "@type": "InteractionCounter",
      interactionType: { "@type": "BookmarkAction" },
      userInteractionCount: 2,
    });
    // Stored out of 10, shown out of 5.
    expect(promptData(english, prompt(3, 9.3)).aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.7,
      bestRating: 5,
      worstRating: 1,
      ratingCount: 3,
    });
  });

  it("numbers the crumbs and gives each its address", () => {
    expect(
      breadcrumbData(english, [
        { name: "Home", path: "/" },
        { name: "Blog", path: "/blog" },
      ]).itemListElement,
    ).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://plaza.example/en/" },
      { "@type": "ListItem", position: 2, name: "Blog", item: "https://plaza.example/en/blog" },
    ]);
  });
});
