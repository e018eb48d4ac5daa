import { isIPv4, isIPv6 } from "node:net";

/**
 * The bucket an address is throttled in. An IPv6 customer is usually handed a whole /64,
 * so counting single IPv6 addresses would give one attacker 2^64 fresh counters; an
 * IPv4 address seen through an IPv6 socket ("::ffff:203.0.113.7") is that IPv4 address.
 * Anything else (a proxy's odd header) is kept as it came: the edge bounds its length.
 */
export function addressBucket(address: string): string {
  const trimmed = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(trimmed)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (isIPv4(trimmed)) return trimmed;
  if (isIPv6(trimmed)) return `${ipv6Groups(trimmed).slice(0, 4).join(":")}::/64`;
  return trimmed;
}

/** The eight 16-bit groups of a valid IPv6 address, in lower-case hex without leading zeros. */
function ipv6Groups(address: string): string[] {
  const withoutZone = address.split("%")[0]!;
  const [head = "", tail] = withoutZone.split("::");
  const split = (part: string) => (part ? part.split(":").flatMap(embeddedIPv4AsGroups) : []);
  const start = split(head);
  const end = tail === undefined ? [] : split(tail);
  const zeros = Array<string>(8 - start.length - end.length).fill("0");
  return [...start, ...zeros, ...end].map((group) => parseInt(group, 16).toString(16));
}

/** "192.0.2.1" at the end of an IPv6 address is two groups, "c000" and "201". */
function embeddedIPv4AsGroups(group: string): string[] {
  if (!group.includes(".")) return [group];
  const [a, b, c, d] = group.split(".").map(Number) as [number, number, number, number];
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}
