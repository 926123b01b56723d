import { MESSAGES } from '@specsource/contracts';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createTestClient } from '../../../test/test-client.ts';

// OWASP ASVS 5.0 §2.4.1: public feedback is limited per network address (30 an hour), so a script can
// neither fill the table nor probe search-session ids without end. Its own app: the test exhausts the limit.
const { app } = await buildTestApp();

const body = {
  search_session_id: '6f1c2a5e-9b1d-4c3e-8f00-1234567890ab',
  fp_analysis_liked: 'Clear NPSH margin',
  follow_up_requested: false,
};

function send(remoteAddress: string) {
  return createTestClient(app).post('/api/feedback/submit/', body, { remoteAddress });
}

describe('POST /api/feedback/submit/ limit', () => {
  it('takes 30 an hour from one address, then answers 429 with Retry-After; other addresses go on', async () => {
    for (let i = 0; i < 30; i++) {
      // An unknown search session: 404, but the attempt counts.
      expect((await send('10.7.0.1')).statusCode).toBe(404);
    }
    const limited = await send('10.7.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', detail: MESSAGES.rateLimited });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send('10.7.0.2')).statusCode).toBe(404);
  });
});
