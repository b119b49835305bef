import { BlockList, isIP } from 'node:net';
import { networkInterfaces } from 'node:os';

/**
 * Which addresses og_fetch may connect to. A message's `og_url` is chosen by any signed-in user, so fetching
 * it must not reach what only the emulator's machine can: by default every loopback, private, shared,
 * link-local (cloud metadata at 169.254.169.254 and fd00:ec2::254 included), unspecified, multicast and
 * reserved address is refused, and so is any address of this machine's own interfaces. Checked on the
 * addresses a name resolves to, and on addresses hidden inside IPv6 forms (IPv4-mapped, NAT64, 6to4,
 * IPv4-compatible). `allowLoopback` lets tests and local demos fetch pages served on 127.0.0.1 or ::1.
 */
export interface AddressPolicy {
  allowLoopback: boolean;
}

type Category =
  | 'loopback'
  | 'private'
  | 'shared (carrier-grade NAT)'
  | 'link-local (cloud metadata)'
  | 'unspecified'
  | 'multicast'
  | 'reserved';

const RANGES: [address: string, prefix: number, family: 'ipv4' | 'ipv6', category: Category][] = [
  ['0.0.0.0', 8, 'ipv4', 'unspecified'],
  ['127.0.0.0', 8, 'ipv4', 'loopback'],
  ['10.0.0.0', 8, 'ipv4', 'private'],
  ['172.16.0.0', 12, 'ipv4', 'private'],
  ['192.168.0.0', 16, 'ipv4', 'private'],
  ['100.64.0.0', 10, 'ipv4', 'shared (carrier-grade NAT)'],
  ['169.254.0.0', 16, 'ipv4', 'link-local (cloud metadata)'],
  ['192.0.0.0', 24, 'ipv4', 'reserved'],
  ['198.18.0.0', 15, 'ipv4', 'reserved'],
  ['224.0.0.0', 4, 'ipv4', 'multicast'],
  ['240.0.0.0', 4, 'ipv4', 'reserved'],
  ['::', 128, 'ipv6', 'unspecified'],
  ['::1', 128, 'ipv6', 'loopback'],
  ['fc00::', 7, 'ipv6', 'private'],
  ['fec0::', 10, 'ipv6', 'private'],
  ['fe80::', 10, 'ipv6', 'link-local (cloud metadata)'],
  ['ff00::', 8, 'ipv6', 'multicast'],
];

const LISTS = RANGES.map(([address, prefix, family, category]) => {
  const list = new BlockList();
  list.addSubnet(address, prefix, family);
  return { list, category };
});

/** The eight 16-bit groups of an IPv6 address (a trailing dotted quad allowed), or undefined. */
function hextets(address: string): number[] | undefined {
  let text = address.toLowerCase().replace(/%.*$/, '');
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, quad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const part = (s: string | undefined) => (s ? s.split(':').map((h) => parseInt(h, 16)) : []);
  const left = part(head);
  const right = part(tail);
  const groups =
    tail === undefined ? left : [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff)
    ? groups
    : undefined;
}

const ipv4Of = (high: number, low: number) => [high >> 8, high & 255, low >> 8, low & 255].join('.');

/** The IPv4 address an IPv6 form carries (mapped, NAT64 64:ff9b::/96, 6to4 2002::/16, compatible ::/96). */
function embeddedIpv4(address: string): string | undefined {
  const g = hextets(address);
  if (!g) return undefined;
  const [g0, g1, g2, g3, g4, g5, g6, g7] = g as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const zeroesBefore = (n: number) => g.slice(0, n).every((x) => x === 0);
  if (zeroesBefore(5) && g5 === 0xffff) return ipv4Of(g6, g7);
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return ipv4Of(g6, g7);
  if (g0 === 0x2002) return ipv4Of(g1, g2);
  // IPv4-compatible (deprecated): ::a.b.c.d, but not :: and ::1 themselves.
  if (zeroesBefore(6) && (g6 !== 0 || g7 > 1)) return ipv4Of(g6, g7);
  return undefined;
}

function categoryOf(address: string): Category | undefined {
  const family = isIP(address);
  if (family === 0) return 'reserved';
  const type = family === 4 ? 'ipv4' : 'ipv6';
  const found = LISTS.find(({ list }) => list.check(address, type))?.category;
  if (found !== undefined || family === 4) return found;
  const inner = embeddedIpv4(address);
  return inner === undefined ? undefined : categoryOf(inner);
}

/** An address of one of this machine's interfaces (loopback included). */
export function isOwnInterfaceAddress(address: string): boolean {
  const mine = (a: string) => embeddedIpv4(a) ?? a.toLowerCase().replace(/%.*$/, '');
  const target = mine(address);
  return Object.values(networkInterfaces())
    .flat()
    .some((info) => info !== undefined && mine(info.address) === target);
}

/** Why og_fetch may not connect to `address` under `policy`, or undefined when it may. */
export function addressRefusal(address: string, policy: AddressPolicy): string | undefined {
  const category = categoryOf(address);
  if (category === 'loopback' && policy.allowLoopback) return undefined;
  if (category !== undefined)
    return `${/^[aeiou]/.test(category) ? 'an' : 'a'} ${category} address (${address})`;
  if (isOwnInterfaceAddress(address)) return `an address of this machine (${address})`;
  return undefined;
}
