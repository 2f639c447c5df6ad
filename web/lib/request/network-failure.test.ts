import { describe, expect, it } from "vitest";
import { NetworkError } from "./errors.ts";
import { toNetworkError } from "./network-failure.ts";

const withCause = (code: string) => Object.assign(new TypeError("fetch failed"), { cause: { code } });

describe("network failure mapping", () => {
  it("reports any failure during a timed-out attempt as a timeout", () => {
    expect(toNetworkError(new Error("aborted"), true).kind).toBe("timeout");
  });

  it("reports a socket the server closed or reset as closed", () => {
    expect(toNetworkError(withCause("UND_ERR_SOCKET"), false).kind).toBe("closed");
    expect(toNetworkError(withCause("ECONNRESET"), false).kind).toBe("closed");
    expect(toNetworkError(new TypeError("terminated"), false).kind).toBe("closed");
  });

  it("reports a browser's bare fetch TypeError and a refused connection as network errors", () => {
    expect(toNetworkError(new TypeError("Failed to fetch"), false).kind).toBe("network");
    expect(toNetworkError(withCause("ECONNREFUSED"), false).kind).toBe("network");
  });

  it("reports anything else as an unknown failure and keeps the original as cause", () => {
    const original = new RangeError("odd");
    const mapped = toNetworkError(original, false);
    expect(mapped.kind).toBe("unknown");
    expect(mapped.cause).toBe(original);
  });

  it("passes an existing network error through", () => {
    const error = new NetworkError("timeout");
    expect(toNetworkError(error, false)).toBe(error);
  });
});
