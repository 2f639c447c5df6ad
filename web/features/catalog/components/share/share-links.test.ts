import { describe, expect, it } from "vitest";
import { isWeChat, weiboShareUrl, xShareUrl } from "./share-links.ts";

describe("share links", () => {
  const address = "https://plaza.example/en/detail/a&b";
  it("give Weibo and X the page's address and title, encoded", () => {
    const weibo = new URL(weiboShareUrl(address, "Write & polish"));
    expect([weibo.host, weibo.searchParams.get("url"), weibo.searchParams.get("title")]).toEqual(["service.weibo.com", address, "Write & polish"]);
    const x = new URL(xShareUrl(address, "润色文章"));
    expect([x.host, x.searchParams.get("url"), x.searchParams.get("text")]).toEqual(["x.com", address, "润色文章"]);
  });

  it("know WeChat's browser by its user agent", () => {
    expect(isWeChat("Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.47 NetType/WIFI")).toBe(true);
    expect(isWeChat("Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1")).toBe(false);
  });
});
