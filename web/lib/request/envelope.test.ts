import { describe, expect, it } from "vitest";
import { parseEnvelope, settleReply } from "./envelope.ts";
import { BusinessError, fieldAtFault, HttpError, NetworkError } from "./errors.ts";

function catchError(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error("expected a throw");
}

describe("reply envelope", () => {
  it("yields the data of a 2xx reply whose code is 0", () => {
    expect(settleReply(200, JSON.stringify({ code: 0, msg: "ok", data: { id: 7 } }))).toEqual({ id: 7 });
    expect(settleReply(299, JSON.stringify({ code: 0, msg: "ok", data: null }))).toBeNull();
  });

  it("turns a non-zero code into a business error carrying code, msg and status", () => {
    const attempt = () => settleReply(200, JSON.stringify({ code: 4001, msg: "already rated", data: null }));
    expect(attempt).toThrow(BusinessError);
    expect(attempt).toThrow(
      expect.objectContaining({
        code: 4001,
        msg: "already rated",
        status: 200,
      }),
    );
  });

  it("turns a status outside 200-299 into an HTTP error with the server's message", () => {
    const attempt = () => settleReply(409, JSON.stringify({ code: 409, msg: "name taken", data: null }));
    expect(attempt).toThrow(HttpError);
    expect(attempt).toThrow(
      expect.objectContaining({
        status: 409,
        serverMsg: "name taken",
        code: 409,
      }),
    );
    expect(() => settleReply(300, "{}")).toThrow(HttpError);
  });

  it("keeps the field a refusal names, for the form to show the message on it", () => {
    expect(fieldAtFault(catchError(() => settleReply(409, JSON.stringify({ code: 40900, msg: "name taken", data: { field: "loginName" } }))))).toBe(
      "loginName",
    );
    expect(fieldAtFault(catchError(() => settleReply(409, JSON.stringify({ code: 40900, msg: "taken", data: null }))))).toBeNull();
    expect(fieldAtFault(catchError(() => settleReply(502, "<html>Bad gateway</html>")))).toBeNull();
  });

  it("leaves the server message empty when an error body is not an envelope", () => {
    expect(() => settleReply(502, "<html>Bad gateway</html>")).toThrow(
      expect.objectContaining({
        status: 502,
        serverMsg: null,
        code: null,
        message: "HTTP 502",
      }),
    );
  });

  it("reports a 2xx that is not an envelope as an unknown network failure", () => {
    expect(() => settleReply(200, "<html></html>")).toThrow(expect.objectContaining({ kind: "unknown" }));
    expect(() => settleReply(200, "<html></html>")).toThrow(NetworkError);
  });

  it("recognises an envelope only by a numeric code", () => {
    expect(parseEnvelope('{"code":"0","data":1}')).toBeNull();
    expect(parseEnvelope("null")).toBeNull();
    expect(parseEnvelope('{"code":3}')).toEqual({
      code: 3,
      msg: "",
      data: null,
    });
  });
});
