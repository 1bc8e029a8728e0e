const MOBILE_AGENT = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile|BlackBerry/i;

/** Mobile by user agent (spec §9), for choices a width cannot make (e.g. tel: links). */
export function isMobileUserAgent(userAgent: string = navigator.userAgent): boolean {
  return MOBILE_AGENT.test(userAgent);
}
