import { describe, expect, it } from "vitest";
import { addressLabel, browserLabel } from "./browser-label";

describe("browserLabel", () => {
  it("names the browser and the system", () => {
    expect(
      browserLabel(
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
      ),
    ).toBe("Chrome on Linux");
    expect(
      browserLabel(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
      ),
    ).toBe("Edge on Windows");
    expect(
      browserLabel(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1",
      ),
    ).toBe("Safari on iOS");
    expect(browserLabel("Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:132.0) Gecko/20100101 Firefox/132.0")).toBe(
      "Firefox on macOS",
    );
  });

  it("says so when it cannot tell", () => {
    expect(browserLabel("capture")).toBe("Unknown browser");
    expect(browserLabel("")).toBe("Unknown browser");
  });
});

describe("addressLabel", () => {
  it("names the loopback address and keeps others", () => {
    expect(addressLabel("127.0.0.1")).toBe("This computer");
    expect(addressLabel("::1")).toBe("This computer");
    expect(addressLabel("203.0.113.7")).toBe("203.0.113.7");
  });
});
