import { BlockList, isIPv4, isIPv6 } from 'node:net';

/**
 * A user's `IpWhitelist`: the client addresses the account may sign in and refresh from. The text lists IPv4 or IPv6
 * addresses (`10.0.0.1`) and CIDR ranges (`10.0.0.0/8`, `2001:db8::/32`), separated by commas, semicolons or
 * white space. An empty or blank text sets no restriction. An entry that is neither an address nor a range matches
 * nothing, so a list of only such entries lets no address in.
 */
export class IpWhitelist {
  private constructor(private readonly list: BlockList) {}

  /** The whitelist of a user's `IpWhitelist` text; null when the text sets no restriction. */
  static parse(text: string | null | undefined): IpWhitelist | null {
    const entries = (text ?? '').split(/[\s,;]+/).filter(Boolean);
    if (entries.length === 0) return null;
    const list = new BlockList();
    for (const entry of entries) addEntry(list, entry);
    return new IpWhitelist(list);
  }

  /** Whether the client address `ip` is on the list (an IPv4-mapped IPv6 address counts as its IPv4 address). */
  allows(ip: string): boolean {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
    const address = mapped ?? ip;
    if (isIPv4(address)) return this.list.check(address, 'ipv4');
    if (isIPv6(address)) return this.list.check(address, 'ipv6');
    return false;
  }
}

/** Adds an address or a CIDR range to `list`; anything else is left out. */
function addEntry(list: BlockList, entry: string): void {
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIPv4(address) ? 'ipv4' : isIPv6(address) ? 'ipv6' : null;
  if (family === null || extra !== undefined) return;
  if (prefix === undefined) {
    list.addAddress(address, family);
    return;
  }
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN;
  if (bits <= (family === 'ipv4' ? 32 : 128)) list.addSubnet(address, bits, family);
}

/** Whether a user whose `IpWhitelist` is `text` may sign in or refresh from `ip` (always, without a list). */
export function ipAllowed(text: string | null | undefined, ip: string): boolean {
  return IpWhitelist.parse(text)?.allows(ip) ?? true;
}
