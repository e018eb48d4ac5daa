import { describe, expect, it } from "vitest";
import { addressBucket } from "./client-address.ts";

describe("addressBucket", () => {
  it("keeps an IPv4 address as it is", () => {
    expect(addressBucket("203.0.113.7")).toBe("203.0.113.7");
  });

  it("reads an IPv4 address seen through an IPv6 socket as that IPv4 address", () => {
    expect(addressBucket("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("puts every IPv6 address of one /64 in one bucket, however it is written", () => {
    const bucket = "2001:db8:85a3:0::/64";
    expect(addressBucket("2001:db8:85a3::8a2e:370:7334")).toBe(bucket);
    expect(addressBucket("2001:0DB8:85A3:0000:ffff:ffff:ffff:ffff")).toBe(bucket);
    expect(addressBucket("2001:db8:85a3:0:1::")).toBe(bucket);
    expect(addressBucket("2001:db8:85a3:1::1")).not.toBe(bucket);
  });

  it("expands the short forms and drops a zone", () => {
    expect(addressBucket("::1")).toBe("0:0:0:0::/64");
    expect(addressBucket("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(addressBucket("64:ff9b::192.0.2.1")).toBe("64:ff9b:0:0::/64");
  });

  it("keeps what is not an address as it came, lower-cased", () => {
    expect(addressBucket(" Unknown ")).toBe("unknown");
  });
});
