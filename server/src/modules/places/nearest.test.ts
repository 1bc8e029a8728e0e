import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskSecrets } from '../../app';
import { createTestApp, type TestApp } from '../../test/app';
import { TestClient } from '../../test/client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/places/nearest', () => {
  it('answers the nearest city with its country and region, without sign-in', async () => {
    const client = new TestClient(t.app);
    const montreal = await client.get('/api/places/nearest?filter[latitude]=45.52&filter[longitude]=-73.58');
    expect(montreal.statusCode).toBe(200);
    expect(montreal.json().data.attributes).toMatchObject({
      country_code: 'CA',
      administrative_area_code: 'QC',
      timezone: 'America/Toronto',
    });
    const lyon = await client.get('/api/places/nearest?filter[latitude]=45.76&filter[longitude]=4.84');
    expect(lyon.json().data.attributes).toMatchObject({ locality: 'Lyon', country_code: 'FR' });
  });

  it('refuses missing or impossible coordinates with 422 naming the parameter', async () => {
    const client = new TestClient(t.app);
    const missing = await client.get('/api/places/nearest?filter[latitude]=45.5');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors[0].source).toEqual({ parameter: 'filter[longitude]' });
    const outOfRange = await client.get('/api/places/nearest?filter[latitude]=120&filter[longitude]=3');
    expect(outOfRange.statusCode).toBe(422);
    expect(outOfRange.json().errors[0].source).toEqual({ parameter: 'filter[latitude]' });
  });

  it('answers 400 for the old parameter names, naming them', async () => {
    const client = new TestClient(t.app);
    const old = await client.get('/api/places/nearest?latitude=45.52&longitude=-73.58');
    expect(old.statusCode).toBe(400);
    expect(old.json().errors[0].source).toEqual({ parameter: 'latitude' });
  });

  it('keeps positions out of the request log', () => {
    expect(maskSecrets('/api/places/nearest?filter[latitude]=45.52&filter[longitude]=-73.58')).toBe(
      '/api/places/nearest?filter[latitude]=…&filter[longitude]=…',
    );
    expect(maskSecrets('/api/places/nearest?filter%5Blatitude%5D=45.52')).toBe(
      '/api/places/nearest?filter%5Blatitude%5D=…',
    );
  });
});
