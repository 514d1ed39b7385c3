import { BlockList, isIPv4 } from 'node:net';

/** Tells whether an address lies in one of the configured ranges (MATCH_114_RANGES, CIDR notation). */
export function addressMatcher(ranges: string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const range of ranges) {
    const [network = '', prefix = ''] = range.split('/');
    list.addSubnet(network, Number(prefix), isIPv4(network) ? 'ipv4' : 'ipv6');
  }
  return (address) => {
    if (ranges.length === 0) return false;
    // An IPv4 client on a dual-stack socket shows as ::ffff:a.b.c.d.
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
    const plain = mapped ?? address;
    return list.check(plain, isIPv4(plain) ? 'ipv4' : 'ipv6');
  };
}
