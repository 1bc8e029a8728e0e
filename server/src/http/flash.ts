import type { FastifyReply } from 'fastify';

export const FLASH_COOKIE = 'evenkeel_flash';
export type FlashType = 'success' | 'danger' | 'warning' | 'info';

/**
 * A message for the next page after a classic form post and redirect. The web app reads the
 * cookie once, shows it as a toast and deletes it; it is readable by scripts for that reason,
 * so it carries only already-public text, never data.
 */
export function setFlash(reply: FastifyReply, type: FlashType, message: string): void {
  reply.setCookie(FLASH_COOKIE, JSON.stringify({ type, message }), {
    path: '/',
    sameSite: 'lax',
    httpOnly: false,
    maxAge: 60,
  });
}
