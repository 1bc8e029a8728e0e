/**
 * The id of the element that carries `GET /api/session`'s document in the page the server sends a
 * signed-in member (server: http/spa.ts; web: `takePageSession`). A module of its own: the web app
 * imports it on every first load, without the resources' schemas.
 */
export const PAGE_SESSION_ID = 'evenkeel-session';
