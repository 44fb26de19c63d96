/** The timer of the timed messages (2 s and 3 s): the shared default, provided by the app. */
export { delayActor } from '../shared/actors';
