import { isIPv4, isIPv6 } from 'node:net';

/**
 * The group of client addresses one sign-in limit counts together. An IPv4 address is its own group; an
 * IPv6 client usually holds a whole /64 (one home or one host's subnet) and can pick a new address in it
 * for every request, so its group is the /64 prefix. An IPv4 address written as IPv6 (`::ffff:a.b.c.d`)
 * is the IPv4 address. Anything that is not an address (an unknown peer) stays as it is.
 */
export function addressGroup(address: string): string {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const mappedIPv4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare)?.[1];
  if (mappedIPv4 && isIPv4(mappedIPv4)) return mappedIPv4;
  if (isIPv4(bare) || !isIPv6(bare)) return bare;
  const prefix = expandIPv6(bare)
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''));
  return `${prefix.join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, `::` filled in. */
function expandIPv6(address: string): string[] {
  // A trailing IPv4 part is the last 32 bits, outside any /64 prefix: it only has to count as two groups.
  const hex = address.toLowerCase().replace(/\d+\.\d+\.\d+\.\d+$/, '0:0');
  const [head = '', tail] = hex.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array(8 - headGroups.length - tailGroups.length).fill('0');
  return [...headGroups, ...zeros, ...tailGroups];
}
