import { IpWhitelist, ipAllowed } from './ip-whitelist';

describe('IpWhitelist', () => {
  it('sets no restriction when empty or blank', () => {
    expect(IpWhitelist.parse(null)).toBeNull();
    expect(IpWhitelist.parse('')).toBeNull();
    expect(IpWhitelist.parse(' , ; ')).toBeNull();
    expect(ipAllowed(undefined, '203.0.113.9')).toBe(true);
  });

  it('matches exact addresses and CIDR ranges, separated by commas, semicolons or spaces', () => {
    const list = IpWhitelist.parse('10.0.0.1, 192.168.0.0/16;2001:db8::/32  198.51.100.7');
    expect(['10.0.0.1', '192.168.44.1', '2001:db8::1', '198.51.100.7'].map((ip) => list?.allows(ip))).toEqual([true, true, true, true]);
    expect(['10.0.0.2', '192.169.0.1', '2001:db9::1', '203.0.113.9'].map((ip) => list?.allows(ip))).toEqual([false, false, false, false]);
  });

  it('reads an IPv4-mapped IPv6 client address as its IPv4 address', () => {
    expect(ipAllowed('127.0.0.1', '::ffff:127.0.0.1')).toBe(true);
    expect(ipAllowed('127.0.0.1', '::ffff:127.0.0.2')).toBe(false);
  });

  it('lets nobody in through entries that are neither addresses nor ranges', () => {
    for (const text of ['office', '10.0.0.0/33', '10.0.0.1/8/8', '10.0.0.0/x', '::1/129', '300.1.1.1']) {
      expect({ text, allowed: ipAllowed(text, '10.0.0.1') || ipAllowed(text, '::1') }).toEqual({ text, allowed: false });
    }
    expect(ipAllowed('office, 10.0.0.1', '10.0.0.1')).toBe(true);
  });
});
