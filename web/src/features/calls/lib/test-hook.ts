/**
 * The browser tests' window into a call (e2e/call.spec.ts): the live RTCPeerConnection, so they
 * can read its state and statistics exactly as the browser reports them. Exposed only when the
 * test sets `localStorage['evenkeel:expose-call'] = '1'` before the page loads; a person's
 * browser never has it, and it reveals nothing the page's own scripts could not read anyway.
 */
declare global {
  interface Window {
    __evenkeelCall?: RTCPeerConnection | null;
  }
}

export function exposeForTests(pc: RTCPeerConnection | null): void {
  try {
    if (window.localStorage.getItem('evenkeel:expose-call') === '1') window.__evenkeelCall = pc;
  } catch {
    // Storage refused (private mode, policies): nothing to expose.
  }
}
