import dns from 'node:dns';
import type { LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { LinkReadError, type LinkReadReason } from './errors';

/** Cloud metadata endpoints (AWS, GCP, Azure, Oracle: 169.254.169.254; AWS IPv6; Alibaba). */
const METADATA_ADDRESSES = ['169.254.169.254', 'fd00:ec2::254', '100.100.100.200'].map((a) =>
  ipaddr.parse(a),
);

export type BlockReason = Extract<
  LinkReadReason,
  | 'loopbackAddress'
  | 'privateAddress'
  | 'linkLocalAddress'
  | 'metadataAddress'
  | 'multicastAddress'
  | 'reservedAddress'
>;

function sameAddress(a: ipaddr.IPv4 | ipaddr.IPv6, b: ipaddr.IPv4 | ipaddr.IPv6): boolean {
  return a.kind() === b.kind() && a.toNormalizedString() === b.toNormalizedString();
}

/**
 * Why an address may not be fetched, or null for an ordinary public unicast address. Only public unicast passes:
 * loopback, RFC 1918 and CGNAT, unique-local IPv6, link-local, multicast, unspecified, broadcast, documentation
 * and other reserved ranges, IPv4-compatible / NAT64 / 6to4 / Teredo IPv6 forms and the cloud metadata addresses
 * are refused. IPv4-mapped IPv6 (::ffff:a.b.c.d) is judged as the IPv4 address it carries.
 */
export function blockReason(address: string): BlockReason | null {
  if (!ipaddr.isValid(address)) return 'reservedAddress';
  let ip: ipaddr.IPv4 | ipaddr.IPv6 = ipaddr.parse(address);
  if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress()) {
    ip = (ip as ipaddr.IPv6).toIPv4Address();
  }
  if (METADATA_ADDRESSES.some((m) => sameAddress(m, ip))) return 'metadataAddress';
  switch (ip.range()) {
    case 'unicast':
      break;
    case 'loopback':
      return 'loopbackAddress';
    case 'private':
    case 'uniqueLocal':
    case 'carrierGradeNat':
      return 'privateAddress';
    case 'linkLocal':
      return 'linkLocalAddress';
    case 'multicast':
    case 'broadcast':
      return 'multicastAddress';
    default:
      return 'reservedAddress';
  }
  if (ip.kind() === 'ipv6') {
    // only global unicast (2000::/3) is routable on the internet; ::/96 (IPv4-compatible) and the rest are not
    const first = (ip as ipaddr.IPv6).parts[0] ?? 0;
    if (first < 0x2000 || first > 0x3fff) return 'reservedAddress';
  }
  return null;
}

/** True when the address may be fetched: public, or loopback when the caller explicitly allows it (tests, e2e). */
export function addressAllowed(address: string, allowLoopback: boolean): BlockReason | null {
  const reason = blockReason(address);
  if (reason === 'loopbackAddress' && allowLoopback) {
    // only genuine loopback (127/8, ::1), never a mapped or otherwise disguised form
    return address === '::1' || (ipaddr.IPv4.isValidFourPartDecimal(address) && address.startsWith('127.'))
      ? null
      : reason;
  }
  return reason;
}

/** The URL's host as an address when it is an IP literal ([::1] -> ::1), else null. */
export function ipLiteral(hostname: string): string | null {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return ipaddr.isValid(bare) ? bare : null;
}

/**
 * A DNS lookup for net.connect that refuses blocked addresses. Node connects to exactly the addresses this
 * returns, so the check happens at connect time and a host that re-resolves (DNS rebinding) gains nothing.
 */
export function guardedLookup(base: LookupFunction = dns.lookup, allowLoopback = false): LookupFunction {
  return (hostname, options, callback) => {
    base(hostname, options, (err, address, family) => {
      if (err) {
        const code = (err as NodeJS.ErrnoException).code;
        callback(
          code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'ENODATA'
            ? Object.assign(new LinkReadError('hostNotFound'), { code })
            : err,
          address as string,
          family,
        );
        return;
      }
      const list: LookupAddress[] = Array.isArray(address)
        ? (address as LookupAddress[])
        : [{ address: address as string, family: family ?? 4 }];
      if (list.length === 0) {
        callback(new LinkReadError('hostNotFound'), address as string, family);
        return;
      }
      for (const entry of list) {
        const reason = addressAllowed(entry.address, allowLoopback);
        if (reason) {
          callback(new LinkReadError(reason), address as string, family);
          return;
        }
      }
      callback(null, address as string, family);
    });
  };
}
