import { describe, expect, it } from 'vitest';
import { hostProblem, isAllowedAddress, isLoopbackHost } from './push-host.ts';

const strict = { allowLoopback: false };
const tests = { allowLoopback: true };

describe('push hosts (SSRF)', () => {
  it.each([
    '127.0.0.1',
    '10.0.0.1',
    '172.31.255.255',
    '192.168.0.10',
    '169.254.169.254',
    '100.64.1.1',
    '0.0.0.0',
    '255.255.255.255',
    '224.0.0.1',
    '::1',
    '::',
    'fe80::1',
    'fd00:ec2::254',
    'fc00::1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    'ff02::1',
    'pas une adresse',
  ])('refuses %s', (address) => {
    expect(isAllowedAddress(address, strict)).toBe(false);
  });

  it('allows public unicast addresses, and loopback only when the tests allow it', () => {
    expect(isAllowedAddress('93.184.216.34', strict)).toBe(true);
    expect(isAllowedAddress('2606:4700:4700::1111', strict)).toBe(true);
    expect(isAllowedAddress('127.0.0.1', tests)).toBe(true);
    expect(isAllowedAddress('::ffff:127.0.0.1', tests)).toBe(true);
    expect(isAllowedAddress('10.0.0.1', tests)).toBe(false);
  });

  it('resolves a name and refuses it when any of its addresses is refused', async () => {
    const resolveTo =
      (...addresses: string[]) =>
      async () =>
        addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    const url = new URL('https://push.exemple.fr/abc');
    expect(await hostProblem(url, strict, resolveTo('93.184.216.34'))).toBeNull();
    expect(await hostProblem(url, strict, resolveTo('93.184.216.34', '10.1.2.3'))).toMatch(
      /privé ou local/,
    );
    expect(await hostProblem(url, strict, resolveTo('fd00::1'))).toMatch(/privé ou local/);
    const unresolved = async () => {
      throw new Error('ENOTFOUND');
    };
    expect(await hostProblem(url, strict, unresolved)).toBeNull();
    expect(await hostProblem(new URL('https://[::ffff:a00:1]/x'), strict)).toMatch(/privé/);
    expect(isLoopbackHost(new URL('http://localhost:8080/'))).toBe(true);
    expect(isLoopbackHost(new URL('http://[::1]:8080/'))).toBe(true);
    expect(isLoopbackHost(new URL('http://example.com/'))).toBe(false);
  });
});
