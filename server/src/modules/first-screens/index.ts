/** What other modules use of first-screens (a module reaches another only through its index, service or presenter). */
export { memberFirstPaint } from './first-paint';
