/**
 * A check `npm run typecheck` runs: `NoneMissing<Exclude<Wanted, Have>>` compiles only when every
 * wanted key is there, and the error names the missing ones. Here so the server and the web app share it.
 */
export type NoneMissing<Missing extends never> = Missing;
