import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/*
 * Where the API may post a push (issue 22, point 16). A push subscription names a URL the server
 * posts to, so a caller could aim it at the machine itself, the cloud metadata service or the
 * private network (SSRF). Only public unicast addresses are allowed: loopback, private (10/8,
 * 172.16/12, 192.168/16), link-local (169.254/16, fe80::/10), unique-local (fc00::/7), carrier NAT,
 * multicast, reserved, and IPv4 embedded in IPv6 (::ffff:10.0.0.1 is read as 10.0.0.1) are refused,
 * as classified by ipaddr.js. The host is checked when the subscription is saved (literal address,
 * and every address its name resolves to), and again at send time by the connection's own DNS
 * lookup (`guardedLookup`): the address connected to is the address checked, so a name that
 * changes its answer later (DNS rebinding) cannot reach a refused address either.
 *
 * `allowLoopback` (PUSH_ALLOW_LOOPBACK, tests only) lets loopback through for the tests' local push
 * service; nothing else is ever allowed.
 */

export interface HostPolicy {
  allowLoopback: boolean;
}

/** Whether the API may connect to this IP address (false for anything that is not an address). */
export function isAllowedAddress(address: string, policy: HostPolicy): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  const range = parsed.range();
  if (range === 'unicast') return true;
  return range === 'loopback' && policy.allowLoopback;
}

/** The URL's host without IPv6 brackets; whether it is an IP address written as such. */
function hostOf(url: URL): { host: string; literal: boolean } {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return { host, literal: ipaddr.isValid(host) && (host.includes(':') || /^[\d.]+$/.test(host)) };
}

const REFUSED = 'Cette adresse de service push désigne un réseau privé ou local : refusée.';

/**
 * Why the API must not post to this URL's host, or null. A literal address is checked as such;
 * a name is resolved and refused when any of its addresses is. A name that does not resolve now
 * is not refused here (the send-time lookup checks it again before any connection).
 */
export async function hostProblem(
  url: URL,
  policy: HostPolicy,
  resolve: (host: string) => Promise<LookupAddress[]> = resolveAll,
): Promise<string | null> {
  const { host, literal } = hostOf(url);
  if (literal) return isAllowedAddress(host, policy) ? null : REFUSED;
  if (host === 'localhost' || host.endsWith('.localhost'))
    return policy.allowLoopback ? null : REFUSED;
  let addresses: LookupAddress[];
  try {
    addresses = await resolve(host);
  } catch {
    return null;
  }
  return addresses.every(({ address }) => isAllowedAddress(address, policy)) ? null : REFUSED;
}

function resolveAll(host: string): Promise<LookupAddress[]> {
  return new Promise((done, fail) => {
    dnsLookup(host, { all: true, verbatim: true }, (error, addresses) =>
      error ? fail(error) : done(addresses),
    );
  });
}

/** The error a refused connection fails with. */
export class RefusedPushHostError extends Error {
  readonly code = 'EPUSHHOSTREFUSED';
  constructor(host: string) {
    super(`Service push refusé : ${host} désigne un réseau privé ou local.`);
  }
}

/**
 * A DNS lookup for http(s).request that refuses to hand over a refused address: the connection
 * goes to an address checked by this very lookup. (A literal address in the URL skips lookups:
 * the sender checks it with `isAllowedAddress` before connecting.)
 */
export function guardedLookup(policy: HostPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) {
        callback(error, '', 4);
        return;
      }
      const list = addresses as LookupAddress[];
      if (list.length === 0 || !list.every(({ address }) => isAllowedAddress(address, policy))) {
        callback(new RefusedPushHostError(hostname), '', 4);
        return;
      }
      if (options.all) (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
      else callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

/** Whether the URL names this machine: a loopback address, or `localhost` and its subdomains. */
export function isLoopbackHost(url: URL): boolean {
  const { host, literal } = hostOf(url);
  if (!literal) return host === 'localhost' || host.endsWith('.localhost');
  let parsed = ipaddr.parse(host);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'loopback';
}

/** Whether a URL's literal host (if it is one) may be connected to; names are left to the lookup. */
export function literalHostAllowed(url: URL, policy: HostPolicy): boolean {
  const { host, literal } = hostOf(url);
  return !literal || isAllowedAddress(host, policy);
}
