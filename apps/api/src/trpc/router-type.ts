/** The only thing the web app imports from the api: the router's type. */
export type { AppRouter } from './router';
