import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/** A user-given URL that this server will not call. */
export class OutboundUrlError extends Error {
  override name = 'OutboundUrlError';
}

/**
 * Addresses a user-given URL must not reach on AWS: loopback, private, link-local (the instance metadata
 * service among them), site-local, carrier-grade NAT, discard-only, documentation, multicast and reserved
 * ranges, IPv4 and IPv6, and the IPv6 prefixes that carry an IPv4 address inside (NAT64, 6to4, Teredo,
 * IPv4-compatible), which could lead to any of those. No real site is reached that way from Lambda, which
 * has IPv4; documentation ranges are never routed on the Internet, so one that answers is somebody's own
 * network.
 */
const restricted = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  restricted.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 32],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['3fff::', 20],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  restricted.addSubnet(network, prefix, 'ipv6');
}

/** True for an address a user-given URL must not reach (IPv4-mapped IPv6 judged by its IPv4 part). */
export function isRestrictedAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return restricted.check(mapped, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return restricted.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Private addresses are refused on AWS only: locally the sandbox and a test WordPress live on loopback. */
export const privateAddressesRefused = (env: NodeJS.ProcessEnv = process.env) =>
  Boolean(env.AWS_LAMBDA_FUNCTION_NAME);

/**
 * Parses and checks a user-given URL: http(s) only, no embedded credentials, and on AWS no IP literal in a
 * restricted range. Host names are checked at connection time by `publicOnlyLookup`.
 */
export function checkOutboundUrl(raw: string, refusePrivate = privateAddressesRefused()): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutboundUrlError(`Not a valid URL: ${raw}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new OutboundUrlError(`Only http and https URLs are allowed, not ${url.protocol}`);
  }
  if (url.username || url.password)
    throw new OutboundUrlError('URLs with embedded credentials are not allowed');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (refusePrivate && isIP(host) !== 0 && isRestrictedAddress(host)) {
    throw new OutboundUrlError(`${url.hostname} is a private or local address`);
  }
  return url;
}

/**
 * A `lookup` for `http.request` that resolves as usual and refuses the connection when any address is
 * restricted. Checking the very addresses the socket connects to leaves no gap for DNS rebinding.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    const blocked = addresses.find((entry) => isRestrictedAddress(entry.address));
    if (blocked || addresses.length === 0) {
      return callback(new OutboundUrlError(`${hostname} resolves to a private or local address`), '', 0);
    }
    if (options.all) return (callback as (e: null, a: LookupAddress[]) => void)(null, addresses);
    const [first] = addresses;
    callback(null, first!.address, first!.family);
  });
};
