/**
 * compose.yaml and the Dockerfile mirror what the deployment test runs natively (there is no Docker
 * daemon here: tests/deploy/two-instances.test.ts is the proof of the setup, this keeps the files
 * telling the same story).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { DRAIN_TIMEOUT_MS } from '#server/lifecycle.ts';
import { renderTemplate, TEMPLATE } from './stack.ts';

const ROOT = resolve(import.meta.dirname, '../..');
type Service = {
  build?: string;
  environment?: Record<string, string>;
  volumes?: string[];
  stop_grace_period?: string;
  networks?: Record<string, { ipv4_address?: string }>;
};
const compose = parse(readFileSync(join(ROOT, 'compose.yaml'), 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
};
const dockerfile = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');
const address = (s: Service | undefined) => Object.values(s?.networks ?? {})[0]?.ipv4_address;

describe('deployment files', () => {
  it('compose runs PostgreSQL, two instances of the image and nginx with the template the test renders', () => {
    const { postgres, nginx, 'app-1': app1, 'app-2': app2 } = compose.services;
    expect(postgres).toBeDefined();
    expect([app1?.build, app2?.build]).toEqual(['.', '.']);
    const mount = nginx?.volumes?.[0]?.split(':') ?? [];
    expect(resolve(ROOT, mount[0] ?? '')).toBe(TEMPLATE);
    expect(mount[1]).toMatch(/^\/etc\/nginx\/templates\/.+\.template$/);
    // The upstreams are the instances, and the instances trust nginx's address only.
    expect(nginx?.environment?.SKIMLY_APP_1).toBe(`${address(app1)}:3000`);
    expect(nginx?.environment?.SKIMLY_APP_2).toBe(`${address(app2)}:3000`);
    for (const app of [app1, app2]) {
      expect(app?.environment?.TRUST_PROXY).toBe(address(nginx));
      expect(app?.environment?.DATABASE_URL).toMatch(/^postgres:\/\/.+@postgres:5432\//);
      expect(Number.parseInt(app?.stop_grace_period ?? '0', 10) * 1000).toBeGreaterThan(DRAIN_TIMEOUT_MS);
    }
  });

  it('the template renders every variable compose and the test give it', () => {
    const vars = compose.services.nginx?.environment ?? {};
    expect(renderTemplate(readFileSync(TEMPLATE, 'utf8'), vars)).not.toMatch(/\$\{\w+\}/);
  });

  it('the image is built in stages with npm ci and runs as an unprivileged user', () => {
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(2);
    expect(dockerfile).toMatch(/^RUN npm ci\b/m);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toContain('/api/ready');
  });

  it('the image carries what the server reads of the build: the site and the dashboard first paint', () => {
    for (const dir of ['dist/client', 'dist/server']) expect(dockerfile).toContain(`/app/${dir} ./${dir}`);
  });
});
