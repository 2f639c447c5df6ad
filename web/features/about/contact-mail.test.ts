import { describe, expect, it } from "vitest";
import { mailtoUrl, validateContact } from "./contact-mail.ts";

describe("the contact form's rules", () => {
  it("requires a name, an e-mail address and a message", () => {
    expect(validateContact({ name: "", email: "", message: "" })).toEqual({ name: "nameRequired", email: "emailRequired", message: "messageRequired" });
    expect(validateContact({ name: "  ", email: " ", message: "\n" })).toEqual({ name: "nameRequired", email: "emailRequired", message: "messageRequired" });
  });

  it.each(["plain", "a@b", "a b@c.d", "@c.d", "a@.d x"])("refuses the e-mail address %s", (email) => {
    expect(validateContact({ name: "n", email, message: "m" })).toEqual({ email: "emailInvalid" });
  });

  it.each(["a@b.co", "王小明@例子.中国", "first.last+tag@sub.example.com", " a@b.co "])("accepts the e-mail address %s", (email) => {
    expect(validateContact({ name: "n", email, message: "m" })).toEqual({});
  });
});

describe("the mailto: link", () => {
  it("prefills subject and body, percent-encoded, with CRLF line breaks", () => {
    const url = mailtoUrl("hello@example.com", "留言 & 问题?", "姓名：A\n\n第一行\n第二行 100%");
    expect(url.startsWith("mailto:hello@example.com?subject=")).toBe(true);
    const query = new URLSearchParams(url.slice(url.indexOf("?") + 1));
    expect(query.get("subject")).toBe("留言 & 问题?");
    expect(query.get("body")).toBe("姓名：A\r\n\r\n第一行\r\n第二行 100%");
    expect(url).not.toContain("+");
    expect(url).not.toMatch(/\s/);
  });

  it("cannot be steered into extra headers by what the visitor types", () => {
    const url = mailtoUrl("hello@example.com", "x&cc=evil@example.com", "y&bcc=evil@example.com");
    const query = new URLSearchParams(url.slice(url.indexOf("?") + 1));
    expect([...query.keys()]).toEqual(["subject", "body"]);
  });
});
