import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../env';
import { iceServersFor, turnCredential } from './ice';

describe('TURN credentials (REST scheme)', () => {
  it('matches a vector computed independently (openssl dgst -sha1 -hmac … -binary | base64)', () => {
    expect(turnCredential('evenkeel-turn-secret', 'u_8f3kq2', 1700086400)).toEqual({
      username: '1700086400:u_8f3kq2',
      credential: 'iVltI5p+0zqrRAS78p9urQPXxUk=',
    });
  });

  it('mints for TURN servers only, valid one day, and keeps static credentials and STUN as they are', () => {
    const env = loadEnv({
      NODE_ENV: 'test',
      EVENKEEL_ICE_SERVERS: JSON.stringify([
        { urls: 'stun:stun.example.org:3478' },
        { urls: ['turn:turn.example.org:3478?transport=udp', 'turns:turn.example.org:5349'] },
        { urls: 'turn:other.example.org', username: 'fixed', credential: 'kept' },
      ]),
      EVENKEEL_TURN_SECRET: 'evenkeel-turn-secret',
    });
    const now = new Date('2023-11-14T22:13:20Z'); // 1700000000, a day before the vector's expiry
    const { servers, expiresAt } = iceServersFor(env, 'u_8f3kq2', now);
    expect(expiresAt?.toISOString()).toBe('2023-11-15T22:13:20.000Z');
    expect(servers).toEqual([
      { urls: ['stun:stun.example.org:3478'] },
      {
        urls: ['turn:turn.example.org:3478?transport=udp', 'turns:turn.example.org:5349'],
        username: '1700086400:u_8f3kq2',
        credential: 'iVltI5p+0zqrRAS78p9urQPXxUk=',
      },
      { urls: ['turn:other.example.org'], username: 'fixed', credential: 'kept' },
    ]);
  });

  it('mints nothing without a secret', () => {
    const env = loadEnv({ NODE_ENV: 'test', EVENKEEL_ICE_SERVERS: '[{"urls":"turn:turn.example.org"}]' });
    expect(iceServersFor(env, 'u_1')).toEqual({
      servers: [{ urls: ['turn:turn.example.org'] }],
      expiresAt: null,
    });
  });

  it('refuses a malformed setting, naming it', () => {
    expect(() => loadEnv({ NODE_ENV: 'test', EVENKEEL_ICE_SERVERS: '[{"urls":"http://x"}]' })).toThrow(
      /EVENKEEL_ICE_SERVERS: must be a JSON array/,
    );
    expect(() => loadEnv({ NODE_ENV: 'test', EVENKEEL_ICE_SERVERS: 'nope' })).toThrow(/EVENKEEL_ICE_SERVERS/);
    expect(() => loadEnv({ NODE_ENV: 'test', EVENKEEL_ICE_TRANSPORT_POLICY: 'relay' })).toThrow(
      /needs a TURN server/,
    );
  });
});
