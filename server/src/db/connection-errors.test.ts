import { describe, expect, it } from 'vitest';
import { SmtpError } from '../mail/transport';
import { isConnectionError } from './connection-errors';

const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });

// Issue 26 §5, findings 4 and 8: every "database unavailable" class is one (55000 answered 500),
// and another service's socket failure is not the database's (an SMTP greeting timeout was
// logged as "database unreachable").
describe('isConnectionError', () => {
  it('takes every "database unavailable" class for an outage', () => {
    for (const error of [
      pgError('55000', 'database "x" is not currently accepting connections'),
      pgError('57P01', 'terminating connection due to administrator command'),
      pgError('57P02', 'terminating connection because of crash of another server process'),
      pgError('57P03', 'the database system is starting up'),
      pgError('53300', 'sorry, too many clients already'),
      pgError('08006', 'connection failure'),
      new Error('Connection terminated: no answer from the database in 3000 ms'),
      new Error('Connection terminated due to connection timeout'),
      new Error('timeout exceeded when trying to connect'),
      new Error('wrapped', {
        cause: pgError('55000', 'database "x" is not currently accepting connections'),
      }),
    ]) {
      expect(isConnectionError(error), String((error as Error).message)).toBe(true);
    }
  });

  it('leaves statement errors alone, 55000 included', () => {
    expect(isConnectionError(pgError('55000', 'lastval is not yet defined in this session'))).toBe(false);
    expect(isConnectionError(pgError('23505', 'duplicate key value violates unique constraint'))).toBe(false);
    expect(isConnectionError(pgError('57014', 'canceling statement due to statement timeout'))).toBe(false);
  });

  it("never takes an SMTP server's socket failure for the database's", () => {
    const greeting = Object.assign(new Error('Greeting never received'), {
      code: 'ETIMEDOUT',
      command: 'CONN',
    });
    expect(isConnectionError(greeting)).toBe(true);
    const wrapped = SmtpError.from(greeting, 'ada@example.test');
    expect(wrapped.message).toBe('SMTP greeting failed (ETIMEDOUT): Greeting never received');
    expect(isConnectionError(wrapped)).toBe(false);
    const refused = SmtpError.from(
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), { code: 'ESOCKET', command: 'CONN' }),
      'ada@example.test',
    );
    expect(isConnectionError(refused)).toBe(false);
    const rejected = SmtpError.from(
      Object.assign(new Error("Can't send mail - all recipients were rejected: 550 <ada@example.test>: no"), {
        code: 'EENVELOPE',
        command: 'RCPT TO',
        responseCode: 550,
      }),
      'ada@example.test',
    );
    expect(rejected.message).not.toContain('ada@example.test');
    expect(rejected.message).toMatch(/^SMTP RCPT TO failed \(EENVELOPE\)/);
  });
});
