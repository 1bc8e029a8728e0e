/** What other features use of crisis help: the list of lines for a place. */
export { CrisisLines } from './components/crisis-lines';
