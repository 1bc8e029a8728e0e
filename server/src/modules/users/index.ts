/** What other modules use of users (a module reaches another only through its index, service or presenter). */
export type { SignUpLimit } from './sign-up-limit';
