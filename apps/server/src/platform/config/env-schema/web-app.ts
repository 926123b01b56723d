import { optionalString } from '../env-values.ts';

export const webAppEnv = {
  /** Folder with the built web app; unset: apps/web/dist next to this server. */
  WEB_DIST_DIR: optionalString,
};
