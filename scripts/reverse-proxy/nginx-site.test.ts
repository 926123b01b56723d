import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentedNginxSite, hasHttp2Directive, mainConfig, siteOnLoopback } from './nginx-site.ts';

const SITE = `upstream specsource {
    server 10.0.1.11:3000 max_fails=3 fail_timeout=10s;
    server 10.0.1.12:3000 max_fails=3 fail_timeout=10s;
    keepalive 32;
}

server {
    listen 80;
    listen [::]:80;
    server_name specsource.example.com;
    return 301 https://$host$request_uri;
}

server {
    listen 443 ssl;
    listen [::]:443 ssl;
    http2 on;
    server_name specsource.example.com;

    ssl_certificate     /etc/letsencrypt/live/specsource.example.com/fullchain.pem;
    ssl_certificate_key /etc/letsencrypt/live/specsource.example.com/privkey.pem;

    location / {
        proxy_pass http://specsource;
    }
}
`;

const LOOPBACK = {
  httpPort: 8080,
  httpsPort: 8443,
  upstreamPort: 3001,
  certificatePath: '/tmp/run/certificate.pem',
  keyPath: '/tmp/run/key.pem',
  hasHttp2Directive: true,
};

describe('documentedNginxSite', () => {
  it('takes the first nginx block of the page, and the real page has one', async () => {
    const page = `# Deploying\n\n\`\`\`bash\nnpm start\n\`\`\`\n\n\`\`\`nginx\n${SITE}\`\`\`\n\n\`\`\`nginx\nsecond {}\n\`\`\`\n`;
    expect(documentedNginxSite(page)).toBe(SITE);
    const real = await readFile(join(import.meta.dirname, '..', '..', 'docs', 'deployment.md'), 'utf8');
    expect(documentedNginxSite(real)).toMatch(/^upstream specsource \{/);
  });

  it('says so when the page has no nginx block, or an unclosed one', () => {
    expect(() => documentedNginxSite('# Deploying\n')).toThrow('has no ```nginx block');
    expect(() => documentedNginxSite('```nginx\nserver {}\n')).toThrow('is not closed');
  });
});

describe('siteOnLoopback', () => {
  it('moves listeners, upstream and certificate onto loopback and changes nothing else', () => {
    const site = siteOnLoopback(SITE, LOOPBACK);
    expect(site).toContain('    server 127.0.0.1:3001 max_fails=3 fail_timeout=10s;\n\n    keepalive 32;');
    expect(site).not.toContain('10.0.1.');
    expect(site).toContain('    listen 127.0.0.1:8080;\n    server_name');
    expect(site).toContain('    listen 127.0.0.1:8443 ssl;\n    http2 on;\n');
    expect(site).not.toContain('[::]');
    expect(site).toContain('    ssl_certificate     /tmp/run/certificate.pem;\n');
    expect(site).toContain('    ssl_certificate_key /tmp/run/key.pem;\n');
    // What the page says about behaviour is kept word for word.
    expect(site).toContain('    return 301 https://$host$request_uri;');
    expect(site).toContain('    location / {\n        proxy_pass http://specsource;\n    }');
  });

  it('turns on HTTP/2 as a listen parameter for an nginx without the http2 directive', () => {
    const site = siteOnLoopback(SITE, { ...LOOPBACK, hasHttp2Directive: false });
    expect(site).toContain('    listen 127.0.0.1:8443 ssl http2;\n    server_name');
    expect(site).not.toContain('http2 on;');
  });

  it('names the line when the documented site no longer has one it rewrites', () => {
    expect(() => siteOnLoopback(SITE.replace('listen 80;', 'listen 8000;'), LOOPBACK)).toThrow(
      'should have 1 `listen 80;` line; it has 0',
    );
    expect(() => siteOnLoopback(SITE.replace('    http2 on;\n', ''), LOOPBACK)).toThrow('`http2 on;` line');
    expect(() => siteOnLoopback(SITE.replace(/ {4}server 10[^\n]+\n/g, ''), LOOPBACK)).toThrow(
      'at least one upstream',
    );
  });
});

describe('hasHttp2Directive', () => {
  it('is true from nginx 1.25.1 on', () => {
    expect(hasHttp2Directive('nginx version: nginx/1.22.1')).toBe(false);
    expect(hasHttp2Directive('nginx version: nginx/1.25.0')).toBe(false);
    expect(hasHttp2Directive('nginx version: nginx/1.25.1')).toBe(true);
    expect(hasHttp2Directive('nginx version: nginx/1.27.3\n')).toBe(true);
    expect(hasHttp2Directive('nginx version: nginx/2.0.0')).toBe(true);
    expect(() => hasHttp2Directive('openresty')).toThrow('cannot read the nginx version');
  });
});

describe('mainConfig', () => {
  it('keeps everything nginx writes in the run folder and includes the site', () => {
    const config = mainConfig('/tmp/run', '/tmp/run/site.conf');
    expect(config).toContain('pid /tmp/run/nginx.pid;');
    expect(config).toContain('error_log /tmp/run/error.log warn;');
    expect(config).toContain('proxy_temp_path /tmp/run/proxy;');
    expect(config).toMatch(/http \{[\s\S]*include \/tmp\/run\/site\.conf;\n\}/);
  });
});
