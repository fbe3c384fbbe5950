import { BlockList, isIP } from 'node:net';

/**
 * Addresses a webhook never reaches unless WEBHOOKS_ALLOW_PRIVATE=1 (issue 36, SSRF): this network, private, shared,
 * loopback, link-local (169.254.169.254, the cloud metadata service, among them), documentation, benchmarking,
 * multicast and reserved ranges (IANA special-purpose registries); for IPv6 also unique local (fd00:ec2::254, the EC2
 * metadata service), link-local, multicast, and the forms that carry an IPv4 address inside (checked as that address).
 */
function reservedRanges(): BlockList {
  const reserved = new BlockList();
  for (const [network, prefix] of [
    ['0.0.0.0', 8],
    ['10.0.0.0', 8],
    ['100.64.0.0', 10],
    ['127.0.0.0', 8],
    ['169.254.0.0', 16],
    ['172.16.0.0', 12],
    ['192.0.0.0', 24],
    ['192.0.2.0', 24],
    ['192.88.99.0', 24],
    ['192.168.0.0', 16],
    ['198.18.0.0', 15],
    ['198.51.100.0', 24],
    ['203.0.113.0', 24],
    ['224.0.0.0', 4],
    ['240.0.0.0', 4],
  ] as const)
    reserved.addSubnet(network, prefix, 'ipv4');
  for (const [network, prefix] of [
    ['::', 128],
    ['::1', 128],
    ['100::', 64],
    ['2001::', 23],
    ['2001:db8::', 32],
    ['fc00::', 7],
    ['fe80::', 10],
    ['fec0::', 10],
    ['ff00::', 8],
  ] as const)
    reserved.addSubnet(network, prefix, 'ipv6');
  return reserved;
}
// Made on first use, not on import: the app also runs in the browser (mock mode, mocks/nodeNetwork.ts).
let reserved: BlockList | null = null;

/** The IPv4 address inside an IPv4-mapped (::ffff:a.b.c.d), NAT64 (64:ff9b::/96) or 6to4 (2002::/16) address. */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1];
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  const sixToFour = /^2002:([0-9a-f]{1,4}):([0-9a-f]{1,4}):/.exec(lower);
  const parts = hex ?? sixToFour;
  if (!parts) return null;
  const high = parseInt(parts[1], 16);
  const low = parseInt(parts[2], 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Why a webhook may not go to this IP address, or null when it may. */
export function refusedAddress(address: string): string | null {
  const bare = address.replace(/^\[|\]$/g, '');
  // An IPv6 zone (`fe80::1%eth0`) names the interface, not the address.
  const plain = bare.includes('%') ? bare.slice(0, bare.indexOf('%')) : bare;
  const family = isIP(plain);
  if (!family) return `"${address}" is not an IP address.`;
  const inner = family === 6 ? embeddedIpv4(plain) : null;
  reserved ??= reservedRanges();
  const blocked = inner ? reserved.check(inner, 'ipv4') : reserved.check(plain, family === 4 ? 'ipv4' : 'ipv6');
  return blocked ? `The address ${plain} is private, loopback, link-local or reserved.` : null;
}

/** The refusal of an endpoint saved with a private (or other reserved) IP address. */
export const PRIVATE_ADDRESS = 'Webhooks may not go to a private, loopback, link-local or reserved address.';

export interface AddressRules {
  /** WEBHOOKS_ALLOW_HTTP=1: plain http:// endpoints (tests, a receiver inside the organisation's network). */
  allowHttp: boolean;
  /** WEBHOOKS_ALLOW_PRIVATE=1: private, loopback and other reserved addresses. */
  allowPrivate: boolean;
}

/**
 * Why an endpoint address is refused when it is saved, or null: not http(s), http while not allowed, a user name or
 * password in it, or an IP address (not a name: names are checked at each send, when resolved) that is not allowed.
 */
export function refusedUrl(text: string, rules: AddressRules): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'Enter a full address starting with https://.';
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && rules.allowHttp))
    return rules.allowHttp ? 'The address must start with https:// or http://.' : 'The address must start with https://.';
  if (url.username || url.password) return 'The address may not contain a user name or password.';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !rules.allowPrivate && refusedAddress(host)) return PRIVATE_ADDRESS;
  return null;
}
