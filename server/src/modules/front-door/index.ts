/** What other modules use of the signed-out pages: the layout, the language, the fields (a share link's page). */

export type { FrontDoorAssets } from './assets';
export { field, hiddenInput } from './fields';
export { type FrontDoorPage, renderFrontDoor } from './layout';
export { frontDoorLocale, rememberLocale } from './locale';
