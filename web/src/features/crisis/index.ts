/** What other features use of crisis help: the list of lines for a place, and its call buttons alone. */
export { CrisisLines, CrisisQuickDial } from './components/crisis-lines';
