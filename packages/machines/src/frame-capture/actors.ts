export { delayActor } from '../shared/actors';

/** The default of an actor only the app can implement (canvas, storage): it fails loudly. */
export const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} is provided by the app`);
};
