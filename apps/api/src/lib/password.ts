import { hash, verify, type Options } from '@node-rs/argon2';

// argon2id with the OWASP minimum (19 MiB, t=2, p=1): ARCHITECTURE §4.
const ARGON2_OPTIONS: Options = {
  // Algorithm.Argon2id: the package ships it as an ambient const enum, which isolated modules cannot read.
  algorithm: 2 as Options['algorithm'],
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/** Hashes a password with argon2id. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** True when `password` matches `passwordHash`; false on any malformed hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
