import { describe, expect, it } from 'vitest';
import { refreshDelayMs } from '../api/calls-api';
import { mediaProblem } from './media';

describe('calls: media refusals and credential refresh', () => {
  it('tells a refusal from a missing device', () => {
    expect(mediaProblem(new DOMException('no', 'NotAllowedError'))).toBe('denied');
    expect(mediaProblem(new DOMException('none', 'NotFoundError'))).toBe('no_device');
    expect(mediaProblem(new DOMException('busy', 'NotReadableError'))).toBe('no_device');
    expect(mediaProblem(new Error('other'))).toBe('failed');
  });

  it('reads fresh credentials at half their life, not sooner than a minute, never without any', () => {
    const now = Date.parse('2026-11-28T12:00:00Z');
    expect(refreshDelayMs({ ice_expires_at: '2026-11-29T12:00:00Z' }, now)).toBe(12 * 3600 * 1000);
    expect(refreshDelayMs({ ice_expires_at: '2026-11-28T12:00:30Z' }, now)).toBe(60_000);
    expect(refreshDelayMs({ ice_expires_at: null }, now)).toBeNull();
  });
});
