/**
 * What a User-Agent says about a session, for the account page's list (DECISIONS.md: a maintained,
 * MIT-licensed parser): bowser reads the browser, the system and the kind of device.
 */
import Bowser from 'bowser';
import type { components } from '#contract/schema.d.ts';

type Device = components['schemas']['SignedInSession']['device'];
export type UserAgentFacts = Pick<components['schemas']['SignedInSession'], 'browser' | 'os' | 'device'>;

const DEVICES: readonly Device[] = ['desktop', 'mobile', 'tablet'];

/** "Chrome 131": the name and the major version, which is what people know their browser by. */
function label(name: string | undefined, version: string | undefined): string | null {
  if (!name) return null;
  const major = version?.split('.')[0];
  return major ? `${name} ${major}` : name;
}

export function describeUserAgent(userAgent: string | null): UserAgentFacts {
  if (!userAgent) return { browser: null, os: null, device: 'other' };
  const { browser, os, platform } = Bowser.parse(userAgent);
  const type = DEVICES.find((device) => device === platform.type) ?? 'other';
  return {
    browser: label(browser.name, browser.version),
    os: os.name ? [os.name, os.version].filter(Boolean).join(' ') : null,
    device: type,
  };
}
