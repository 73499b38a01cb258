/** The contract suite says before its first test what it will skip against an external server, and why (issue 12 item 14). */
import { describe, expect, it } from 'vitest';
import { outboxFor, skipPlan } from './target.ts';

describe('contract suite: the skip plan said at the start', () => {
  it('names the outbox as the reason most tests would skip, and how to fix it', () => {
    const plan = skipPlan('http://api.example:8080', null).join('\n');
    expect(plan).toContain('Contract suite against http://api.example:8080.');
    expect(plan).toContain('No outbox');
    expect(plan).toContain('Set OUTBOX_DIR');
    expect(plan).toContain('configuration variants');
    expect(skipPlan('http://localhost:3000', '/srv/outbox').join('\n')).toContain('read from /srv/outbox');
  });

  it("finds a local reference server's default outbox without OUTBOX_DIR", () => {
    const yes = () => true;
    expect(outboxFor('http://localhost:3000', {}, yes)).toMatch(/\.data\/outbox$/);
    expect(outboxFor('http://127.0.0.1:3000', { OUTBOX_DIR: '/x' }, yes)).toBe('/x');
    expect(outboxFor('http://api.example', {}, yes)).toBeNull();
    expect(outboxFor('http://localhost:3000', {}, () => false)).toBeNull();
  });
});
