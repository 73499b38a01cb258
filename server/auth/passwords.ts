import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id parameters (DECISIONS.md): 19 MiB, 2 passes, 1 lane. The package's default algorithm is argon2id. */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** A real hash of a password nobody knows: unknown e-mails verify against it so both paths cost the same. */
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash === null) {
    dummyHash ??= hashPassword('skimly-dummy-password-for-equal-timing');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
