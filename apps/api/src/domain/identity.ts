/**
 * Who is calling: the signed-in person as the business layer sees them. Services, media, storage
 * and the transports all take it from here; how it is established (Firebase ID tokens, see
 * `plugins/firebase.ts`) is the transport's business.
 */
export interface Identity {
  uid: string;
  email: string | null;
}
